import { Link } from 'react-router'
import {
  ADMIN_USER_MESSAGES,
  type AdminUserDesign,
  type AdminUserOrder,
  type AdminUserTicket,
} from '@rdo/contracts'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { OrderStatusBadge } from '@/features/orders'
import { PriorityLabel, TicketStatusBadge } from '@/features/support'
import { formatDate, formatDateTime, formatMoney, shortId } from '@/lib/format'
import { linkClass } from '@/components/admin/link-class'
import { useUserTab } from '../api/get-user'
import { DesignStatusBadge } from './design-status-badge'

const created = <T extends { created_at: string }>(): ColumnDef<T> => ({
  id: 'created_at',
  header: 'Date',
  enableSorting: true,
  cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
})

const orderColumns: ColumnDef<AdminUserOrder>[] = [
  {
    id: 'id',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/admin/orders/${row.original.id}`} className={`${linkClass} font-mono`}>
        #{shortId(row.original.id)}
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
  },
  {
    id: 'payment',
    header: 'Payment',
    enableSorting: false,
    cell: ({ row }) => <span className="capitalize">{row.original.payment_status}</span>,
  },
  { id: 'items', header: 'Items', enableSorting: false, cell: ({ row }) => row.original.item_count },
  {
    id: 'total',
    header: 'Amount',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="font-mono tabular-nums">{formatMoney(row.original.total_cents)}</span>
    ),
  },
  created<AdminUserOrder>(),
]

const designColumns: ColumnDef<AdminUserDesign>[] = [
  {
    id: 'design',
    header: 'Design',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/admin/designs/${row.original.id}`} className={`${linkClass} flex items-center gap-3`}>
        <img
          src={row.original.image_url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded object-cover"
        />
        <span className="max-w-64 truncate">{row.original.description}</span>
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <DesignStatusBadge status={row.original.status} />,
  },
  {
    id: 'votes',
    header: 'Votes',
    enableSorting: false,
    cell: ({ row }) => <span className="font-mono tabular-nums">{row.original.votes}</span>,
  },
  created<AdminUserDesign>(),
]

const ticketColumns: ColumnDef<AdminUserTicket>[] = [
  {
    id: 'subject',
    header: 'Subject',
    enableSorting: false,
    cell: ({ row }) => <span className="block max-w-72 truncate font-medium">{row.original.subject}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <TicketStatusBadge status={row.original.status} />,
  },
  {
    id: 'priority',
    header: 'Priority',
    enableSorting: false,
    cell: ({ row }) => <PriorityLabel priority={row.original.priority} />,
  },
  created<AdminUserTicket>(),
  {
    id: 'updated_at',
    header: 'Updated',
    enableSorting: false,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.updated_at)}</span>,
  },
]

/** One of the user page's paged tabs, read from `/api/admin/users/:id/<kind>`. */
function UserTabList<T extends { id: string }>({
  userId,
  kind,
  label,
  columns,
  errorText,
  emptyText,
}: {
  userId: string
  kind: 'orders' | 'designs' | 'tickets'
  label: string
  columns: ColumnDef<T>[]
  errorText: string
  emptyText: string
}) {
  const { params, update, query } = useListParams({ sort: 'created_at' })
  const list = useUserTab(userId, kind, query)
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={list.data?.items as T[] | undefined}
      total={list.data?.total ?? 0}
      params={params}
      update={update}
      isLoading={list.isPending}
      isError={list.isError}
      errorText={errorText}
      emptyText={emptyText}
      rowId={(r) => r.id}
    />
  )
}

export const UserOrdersList = ({ userId }: { userId: string }) => (
  <UserTabList
    userId={userId}
    kind="orders"
    label="Orders"
    columns={orderColumns}
    errorText={ADMIN_USER_MESSAGES.ordersLoadFailed}
    emptyText="No orders yet"
  />
)

export const UserDesignsList = ({ userId }: { userId: string }) => (
  <UserTabList
    userId={userId}
    kind="designs"
    label="Designs"
    columns={designColumns}
    errorText={ADMIN_USER_MESSAGES.designsLoadFailed}
    emptyText="No designs submitted"
  />
)

export const UserTicketsList = ({ userId }: { userId: string }) => (
  <UserTabList
    userId={userId}
    kind="tickets"
    label="Support tickets"
    columns={ticketColumns}
    errorText={ADMIN_USER_MESSAGES.ticketsLoadFailed}
    emptyText="No support tickets"
  />
)
