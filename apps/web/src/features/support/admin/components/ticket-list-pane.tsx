import { useMemo } from 'react'
import {
  ADMIN_SUPPORT_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type AdminSupportTicket,
} from '@rdo/contracts'
import { NativeSelect } from '@/components/ui/native-select'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { PriorityLabel, TicketStatusBadge } from '../../components/ticket-status-badge'
import { formatDateTime, formatRelative } from '@/lib/format'
import { useAdminTickets } from '../api/get-admin-tickets'
import { STATUS_LABELS } from './status-labels'
import { ticketCustomer } from './ticket-customer'

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...TICKET_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
]
const SORT_OPTIONS = [
  { value: 'created_at:desc', label: 'Newest first' },
  { value: 'created_at:asc', label: 'Oldest first' },
  { value: 'updated_at:desc', label: 'Recent activity' },
  { value: 'priority:desc', label: 'Most urgent' },
]
const PRIORITY_OPTIONS = [
  { value: '', label: 'All priorities' },
  ...TICKET_PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) })),
]

type Props = {
  selectedId: string | null
  onSelect: (ticket: AdminSupportTicket) => void
  inbox: ReturnType<typeof useInbox>
}

/** The inbox's search, filters, sort and page (in the address bar) and the page of tickets they select. */
export function useInbox() {
  const listParams = useListParams({ sort: 'created_at', filters: ['status', 'priority'] })
  const list = useAdminTickets(listParams.query)
  return { ...listParams, list }
}

/** The inbox: every ticket, filtered, searched and paged by the server. */
export function TicketListPane({ selectedId, onSelect, inbox }: Props) {
  const { params, update, list } = inbox

  const columns = useMemo<ColumnDef<AdminSupportTicket>[]>(
    () => [
      {
        id: 'subject',
        header: 'Ticket',
        enableSorting: false,
        cell: ({ row }) => {
          const ticket = row.original
          const who = ticketCustomer(ticket)
          return (
            <div className="flex max-w-[13rem] min-w-0 flex-col gap-0.5 sm:max-w-sm">
              <button
                type="button"
                onClick={() => onSelect(ticket)}
                aria-current={ticket.id === selectedId ? 'true' : undefined}
                className="truncate rounded text-left font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {ticket.subject}
              </button>
              <span className="truncate text-xs text-muted-foreground">
                {who.name ? `${who.name} · ` : ''}
                {who.email ?? 'No email'}
                {ticket.source === 'contact' ? ' · Contact form' : ''}
              </span>
            </div>
          )
        },
      },
      {
        id: 'status',
        header: 'Status',
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <TicketStatusBadge status={row.original.status} />
            <PriorityLabel priority={row.original.priority} />
            <time
              dateTime={row.original.created_at}
              title={`Opened ${formatDateTime(row.original.created_at)}`}
              className="text-xs whitespace-nowrap text-muted-foreground"
            >
              {formatRelative(row.original.created_at)}
            </time>
          </div>
        ),
      },
    ],
    [onSelect, selectedId],
  )

  return (
    <div className="space-y-3">
      <ListToolbar
        params={params}
        update={update}
        searchLabel="Search subject or email"
        filters={[
          { name: 'status', label: 'Status', options: STATUS_OPTIONS },
          { name: 'priority', label: 'Priority', options: PRIORITY_OPTIONS },
        ]}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching && !list.isPending}
      >
        <NativeSelect
          aria-label="Sort"
          className="h-9 w-auto"
          value={`${params.sort}:${params.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(':')
            update({ sort: sort!, dir: dir! })
          }}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </ListToolbar>
      <div className="[&_tr[data-state=selected]]:bg-muted">
        <DataTable
          label="Support tickets"
          columns={columns}
          rows={list.data?.items}
          total={list.data?.total ?? 0}
          params={params}
          update={update}
          isLoading={list.isPending}
          isError={list.isError}
          errorText={ADMIN_SUPPORT_MESSAGES.loadTicketsFailed}
          emptyText="No support tickets match"
          rowId={(t) => t.id}
          selectedId={selectedId}
        />
      </div>
    </div>
  )
}
