import { Link } from 'react-router'
import type { PartnerLedgerEntry } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { DataTable, type ColumnDef } from '@/components/admin/data-table'
import { cn } from '@/lib/cn'
import { formatDate, formatDateTime, formatMoney, shortId } from '@/lib/format'
import { linkClass } from '@/components/admin/link-class'
import { useAdminPartnerLedger } from '../api/get-partner-ledger'
import { ledgerStatusOf } from '../lib/labels'
import { ledgerShareOf } from '../lib/money'
import { Panel } from './parts'
import { useSectionParams } from './use-section-params'

const mono = 'font-mono whitespace-nowrap tabular-nums'

const columns: ColumnDef<PartnerLedgerEntry>[] = [
  {
    id: 'created_at',
    header: 'Date',
    enableSorting: false,
    cell: ({ row }) => (
      <time
        dateTime={row.original.created_at}
        title={formatDateTime(row.original.created_at)}
        className="whitespace-nowrap"
      >
        {formatDate(row.original.created_at)}
      </time>
    ),
  },
  {
    id: 'order',
    header: 'Order',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.order_id ? (
        <Link to={`/admin/orders/${row.original.order_id}`} className={`${linkClass} font-mono`}>
          #{shortId(row.original.order_id)}
        </Link>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
  {
    id: 'item',
    header: 'Item',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-64 min-w-36 break-words">{row.original.item_name}</span>
    ),
  },
  {
    id: 'quantity',
    header: 'Qty',
    enableSorting: false,
    cell: ({ row }) => <span className={mono}>{row.original.quantity}</span>,
  },
  {
    id: 'line',
    header: 'Line',
    enableSorting: false,
    cell: ({ row }) => <span className={mono}>{formatMoney(row.original.line_cents)}</span>,
  },
  {
    id: 'share',
    header: 'Share',
    enableSorting: false,
    cell: ({ row }) => {
      const share = ledgerShareOf(row.original)
      return (
        <span className="flex flex-col items-start gap-0.5">
          <span className={cn(mono, row.original.amount_cents < 0 && 'text-danger')}>{share.text}</span>
          {share.label && <span className="text-xs text-muted-foreground">{share.label}</span>}
        </span>
      )
    },
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => {
      const { label, tone } = ledgerStatusOf(row.original.status)
      return <Badge variant={tone}>{label}</Badge>
    },
  },
]

/** Each paid line's share (and its reversal on refund), newest first, with what is not yet paid out. */
export function PartnerLedgerSection({ partnerId }: { partnerId: string }) {
  const { params, update } = useSectionParams()
  const ledger = useAdminPartnerLedger(partnerId, params.page, params.per_page)
  return (
    <Panel
      id="ledger"
      title="Ledger"
      actions={
        <p className="text-sm text-muted-foreground">
          Pending balance{' '}
          <span className="font-mono font-semibold text-foreground tabular-nums">
            {ledger.data ? formatMoney(ledger.data.pending_cents) : '—'}
          </span>
        </p>
      }
    >
      <DataTable
        label="Ledger entries"
        columns={columns}
        rows={ledger.data?.items}
        total={ledger.data?.total ?? 0}
        params={params}
        update={update}
        isLoading={ledger.isPending}
        isError={ledger.isError}
        errorText="Failed to load the ledger"
        emptyText="No sales yet. Each paid order of this partner's products adds its share here."
        rowId={(r) => r.id}
      />
    </Panel>
  )
}
