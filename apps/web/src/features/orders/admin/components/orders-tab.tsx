import { Link } from 'react-router'
import { Download, Mail } from 'lucide-react'
import { ADMIN_ORDER_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES, type AdminOrderRow } from '@rdo/contracts'
import { buttonVariants } from '@/components/ui/button'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { linkClass } from '@/components/admin/link-class'
import { formatDate, formatMoney, shortId } from '@/lib/format'
import { ordersExportHref, subscribersExportHref, useOrders } from '../api/get-orders'
import { OrderStatusSelect } from './order-status-select'

const STATUS_FILTER = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
]

const columns: ColumnDef<AdminOrderRow>[] = [
  {
    id: 'id',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={`/admin/orders/${row.original.id}`}
        className={`${linkClass} font-mono text-sm`}
        aria-label={`Order ${shortId(row.original.id)}`}
      >
        {shortId(row.original.id)}
      </Link>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.customer ? (
        <span className="break-all">{row.original.customer.email}</span>
      ) : (
        <span className="text-muted-foreground">Deleted account</span>
      ),
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <OrderStatusSelect order={row.original} />,
  },
  {
    id: 'total',
    header: 'Amount',
    enableSorting: true,
    cell: ({ row }) => (
      <span className="font-mono whitespace-nowrap tabular-nums">
        {formatMoney(row.original.total_cents)}
      </span>
    ),
  },
  {
    id: 'created_at',
    header: 'Date',
    enableSorting: true,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
  },
]

/** Dashboard tab: every order, searched, filtered, sorted and paged by the server. */
export function OrdersTab() {
  const { params, update, query } = useListParams({ sort: 'created_at', filters: ['status'] })
  const list = useOrders(query)
  const link = buttonVariants({ variant: 'outline', size: 'sm', className: 'h-9' })
  return (
    <div className="space-y-4">
      <ListToolbar
        params={params}
        update={update}
        searchLabel="Search by order id or customer email"
        filters={[{ name: 'status', label: 'Status', options: STATUS_FILTER }]}
        onRefresh={() => void list.refetch()}
        isRefreshing={list.isFetching}
      >
        <a href={ordersExportHref(query)} download className={link}>
          <Download aria-hidden="true" />
          {ADMIN_ORDER_MESSAGES.exportOrders}
        </a>
        <a href={subscribersExportHref()} download className={link}>
          <Mail aria-hidden="true" />
          {ADMIN_ORDER_MESSAGES.exportSubscribers}
        </a>
      </ListToolbar>
      <DataTable
        label="Orders"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total ?? 0}
        params={params}
        update={update}
        isLoading={list.isPending}
        isError={list.isError}
        errorText={ADMIN_ORDER_MESSAGES.loadFailed}
        emptyText="No orders found"
        rowId={(r) => r.id}
      />
    </div>
  )
}
