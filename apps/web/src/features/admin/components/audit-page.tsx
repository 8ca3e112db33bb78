import type { AuditEntry } from '@rdo/contracts'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { formatDateTime } from '@/lib/format'
import { useAuditLog } from '../api/admin-api'

const ENTITIES = [
  { value: '', label: 'All rows' },
  { value: 'user', label: 'Users' },
  { value: 'order', label: 'Orders' },
  { value: 'product', label: 'Products' },
  { value: 'product_material', label: 'Materials' },
  { value: 'support_ticket', label: 'Support tickets' },
  { value: 'site_setting', label: 'Site settings' },
  { value: 'notifications', label: 'Notifications' },
]

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return <span className="text-muted-foreground">—</span>
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer text-sm text-primary">Before / after</summary>
      <div className="mt-2 grid gap-2 text-xs sm:grid-cols-2">
        <pre className="overflow-x-auto rounded bg-muted p-2" aria-label="Before">
          {JSON.stringify(entry.before, null, 2) ?? 'null'}
        </pre>
        <pre className="overflow-x-auto rounded bg-muted p-2" aria-label="After">
          {JSON.stringify(entry.after, null, 2) ?? 'null'}
        </pre>
      </div>
    </details>
  )
}

const columns: ColumnDef<AuditEntry>[] = [
  {
    id: 'created_at',
    header: 'When',
    enableSorting: true,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>,
  },
  {
    id: 'actor',
    header: 'Admin',
    enableSorting: false,
    cell: ({ row }) => row.original.actor?.email ?? <span className="text-muted-foreground">Removed</span>,
  },
  {
    id: 'action',
    header: 'Action',
    enableSorting: false,
    cell: ({ row }) => <code className="font-mono text-xs">{row.original.action}</code>,
  },
  {
    id: 'entity',
    header: 'Row',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="font-mono text-xs">
        {row.original.entity}
        {row.original.entity_id ? ` ${row.original.entity_id.slice(0, 8)}` : ''}
      </span>
    ),
  },
  { id: 'ip', header: 'Address', enableSorting: false, cell: ({ row }) => row.original.ip ?? '—' },
  {
    id: 'change',
    header: 'Change',
    enableSorting: false,
    cell: ({ row }) => <Change entry={row.original} />,
  },
]

export function AuditPage() {
  const { params, update, query } = useListParams({ sort: 'created_at', filters: ['entity'] })
  const list = useAuditLog(query)
  return (
    <div className="space-y-4">
      <div>
        <h1 className="font-display text-2xl font-bold tracking-tight">Audit log</h1>
        <p className="text-sm text-muted-foreground">Every change made in the back office, newest first.</p>
      </div>
      <ListToolbar
        params={params}
        update={update}
        searchLabel="Search by action, row id or admin email"
        filters={[{ name: 'entity', label: 'Row type', options: ENTITIES }]}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching}
      />
      <DataTable
        label="Audit log"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        params={params}
        update={update}
        isLoading={list.isPending}
        isError={list.isError}
        emptyText="No admin actions recorded yet"
        rowId={(r) => r.id}
      />
    </div>
  )
}
