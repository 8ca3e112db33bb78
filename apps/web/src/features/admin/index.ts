export { useAdminSummary } from './api/admin-api'
