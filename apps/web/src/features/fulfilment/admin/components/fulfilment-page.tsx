import { useMemo } from 'react'
import { Link } from 'react-router'
import {
  FULFILMENT_MESSAGES as M,
  FULFILMENT_PROVIDER_LABELS,
  FULFILMENT_STATUS_LABELS,
  type FulfilmentQueueRow,
} from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { linkClass } from '@/components/admin/link-class'
import { ListToolbar } from '@/components/admin/list-toolbar'
import { useListParams } from '@/components/admin/use-list-params'
import { formatDate } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useFulfilmentQueue } from '../api/get-fulfilment-queue'
import { PROVIDER_FILTER, queueQuery, STATUS_BADGE, STATUS_FILTER } from '../lib/queue'
import { FulfilmentActions, orderCellId } from './fulfilment-actions'
import { WebhooksCard } from './webhooks-card'

const muted = <span className="text-muted-foreground">—</span>

const columns: ColumnDef<FulfilmentQueueRow>[] = [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => (
      <Link
        id={orderCellId(row.original)}
        to={`/admin/orders/${row.original.order_id}`}
        className={`${linkClass} font-mono text-sm`}
        aria-label={`Order ${row.original.order_number}`}
      >
        {row.original.order_number}
      </Link>
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) =>
      row.original.customer_email ? <span className="break-all">{row.original.customer_email}</span> : muted,
  },
  {
    id: 'provider',
    header: 'Provider',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{FULFILMENT_PROVIDER_LABELS[row.original.provider]}</span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <Badge variant={STATUS_BADGE[row.original.status]}>
        {FULFILMENT_STATUS_LABELS[row.original.status]}
      </Badge>
    ),
  },
  {
    id: 'items',
    header: 'Items',
    cell: ({ row }) => <span className="font-mono tabular-nums">{row.original.item_count}</span>,
  },
  {
    id: 'paid_at',
    header: 'Paid',
    cell: ({ row }) =>
      row.original.paid_at ? (
        <span className="whitespace-nowrap">{formatDate(row.original.paid_at)}</span>
      ) : (
        muted
      ),
  },
  {
    id: 'provider_order_id',
    header: 'Printify order',
    cell: ({ row }) =>
      row.original.provider_order_id ? (
        <span className="font-mono text-xs break-all">{row.original.provider_order_id}</span>
      ) : (
        muted
      ),
  },
  {
    id: 'attempts',
    header: 'Attempts',
    cell: ({ row }) => <span className="font-mono tabular-nums">{row.original.attempts}</span>,
  },
  {
    id: 'last_error',
    header: 'Last error',
    cell: ({ row }) =>
      row.original.last_error ? (
        <span className="block max-w-72 min-w-40 text-xs break-words text-danger">
          {row.original.last_error}
        </span>
      ) : (
        muted
      ),
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <FulfilmentActions row={row.original} />,
  },
]

/** What an empty page says: nothing under these filters, nothing waiting, or nothing paid yet. */
function emptyText({ provider, status }: Record<string, string>) {
  if (provider || (status && status !== 'all')) return 'Nothing matches these filters.'
  if (status === 'all') return 'No paid order yet: each one appears here with who fulfils it.'
  return 'Nothing waits: every paid order has shipped.'
}

/**
 * /admin/fulfilment — every provider's part of the paid orders, oldest first: what waits for Printify or
 * for the shop to ship, what Printify refused (with its reason, and Retry), and what waits to be sent to
 * production. Above it, Printify's webhook registration.
 */
export function AdminFulfilmentPage() {
  const { params, update } = useListParams({
    sort: 'created_at',
    dir: 'asc',
    filters: ['provider', 'status'],
  })
  const query = useMemo(
    () => queueQuery(params.filters, params.page, params.per_page),
    [params.filters, params.page, params.per_page],
  )
  const list = useFulfilmentQueue(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-fulfilment' })

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="font-display text-2xl font-bold tracking-tight">Fulfilment</h1>
        <p className="text-sm text-muted-foreground">
          Who makes and ships each paid order: Printify for linked products, the shop&apos;s own stock for the
          rest. The oldest waits first.
        </p>
      </div>

      <WebhooksCard />

      <section aria-labelledby="fulfilment-queue-heading" className="space-y-4">
        <h2 id="fulfilment-queue-heading" className="font-display text-lg font-semibold">
          Queue
        </h2>
        <ListToolbar
          params={params}
          update={update}
          filters={[
            { name: 'provider', label: 'Provider', options: PROVIDER_FILTER },
            { name: 'status', label: 'Status', options: STATUS_FILTER },
          ]}
          onRefresh={() => void list.refetch()}
          isRefreshing={list.isFetching}
        />
        <DataTable
          label="Fulfilment queue"
          columns={columns}
          rows={list.data?.items}
          total={list.data?.total ?? 0}
          params={params}
          update={update}
          isLoading={list.isPending}
          isError={list.isError}
          errorText={M.loadFailed}
          emptyText={emptyText(params.filters)}
          rowId={(row) => row.id}
        />
      </section>
    </div>
  )
}
