export { DataTable, ListToolbar, type ColumnDef } from './components/data-table'
export { useListParams, type ListParams } from './hooks/use-list-params'
export { adminKeys } from './api/admin-api'
export { ADMIN_SCREENS } from './screens'
