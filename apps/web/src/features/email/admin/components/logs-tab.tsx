import { useMemo } from 'react'
import type { EmailLog } from '@rdo/contracts/email-admin'
import {
  EMAIL_ADMIN_MESSAGES as M,
  EMAIL_EVENT_TYPES,
  EMAIL_PERIODS,
  EMAIL_PERIOD_LABELS,
} from '@rdo/contracts/email-messages'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useEmailLogs, type EmailLogQuery } from '../api/get-email-logs'
import { EmailId, EventBadge, LogUser, RelativeTime } from './email-cells'

const columns: ColumnDef<EmailLog>[] = [
  { id: 'event', header: 'Event', cell: ({ row }) => <EventBadge event={row.original.event_type} /> },
  {
    id: 'recipient',
    header: 'Recipient',
    cell: ({ row }) => <span className="block max-w-64 truncate">{row.original.recipient ?? '—'}</span>,
  },
  {
    id: 'subject',
    header: 'Subject',
    cell: ({ row }) => (
      <span className="block max-w-72 truncate" title={row.original.subject ?? undefined}>
        {row.original.subject ?? '—'}
      </span>
    ),
  },
  { id: 'user', header: 'User', cell: ({ row }) => <LogUser row={row.original} /> },
  { id: 'time', header: 'Time', cell: ({ row }) => <RelativeTime value={row.original.created_at} /> },
  { id: 'email_id', header: 'Email ID', cell: ({ row }) => <EmailId id={row.original.email_id} /> },
]

const EVENT_OPTIONS = [
  { value: '', label: 'All events' },
  ...EMAIL_EVENT_TYPES.map((e) => ({ value: e, label: e[0]!.toUpperCase() + e.slice(1) })),
]
// '' is All Time, the list's default, so it stays out of the address.
const PERIOD_OPTIONS = EMAIL_PERIODS.map((p) => ({
  value: p === 'all' ? '' : p,
  label: EMAIL_PERIOD_LABELS[p],
}))

/** Every logged email event, newest first, searched and filtered by the server. */
export function LogsTab() {
  const { params, update } = useListParams({ sort: 'created_at', filters: ['event', 'period'] })
  const query = useMemo(() => {
    const period = EMAIL_PERIODS.find((p) => p === params.filters.period) ?? 'all'
    const q: EmailLogQuery = { page: params.page, per_page: params.per_page, period }
    if (params.q) q.q = params.q
    if (params.filters.event) q.event = params.filters.event
    return q
  }, [params.page, params.per_page, params.q, params.filters.event, params.filters.period])
  const logs = useEmailLogs(query)
  useLoadErrorToast(logs, M.loadLogsFailed, { scope: 'admin-email' })
  const filtered = Boolean(params.q || params.filters.event || params.filters.period)

  return (
    <div className="space-y-4">
      <ListToolbar
        params={params}
        update={update}
        searchLabel="Search by recipient, subject, user email or name"
        filters={[
          { name: 'event', label: 'Event', options: EVENT_OPTIONS },
          { name: 'period', label: 'Period', options: PERIOD_OPTIONS },
        ]}
        onRefresh={() => void logs.refetch()}
        isRefreshing={logs.isFetching}
      />
      <DataTable
        label="Email logs"
        columns={columns}
        rows={logs.data?.items}
        total={logs.data?.total ?? 0}
        totalCapped={logs.data?.total_capped ?? false}
        params={params}
        update={update}
        isLoading={logs.isPending}
        isError={logs.isError}
        errorText={M.loadLogsFailed}
        emptyText={filtered ? `${M.noLogs}. Clear the search or filters to see every event.` : M.noLogs}
        rowId={(row) => row.id}
      />
    </div>
  )
}
