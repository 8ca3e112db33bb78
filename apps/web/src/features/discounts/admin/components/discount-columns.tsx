import { MoreHorizontal, Pencil, Power, PowerOff, Trash2 } from 'lucide-react'
import type { AdminDiscountCode } from '@rdo/contracts'
import type { ColumnDef } from '@/components/admin/data-table'
import { linkClass } from '@/components/admin/link-class'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { formatDateTime, formatMoney } from '@/lib/format'
import { browserTimeZone, formatInTimeZone } from '@/features/drops'
import { discountAmountText, discountScopeText, usesText } from '../../lib/labels'
import { DiscountStatusBadge } from './discount-status-badge'

export const discountCodeId = (c: Pick<AdminDiscountCode, 'id'>) => `discount-${c.id}`

function When({ iso, zone, prefix }: { iso: string; zone: string; prefix: string }) {
  const yours = zone === browserTimeZone() ? null : `${formatDateTime(iso)} your time`
  return (
    <span className="block" title={yours ?? undefined}>
      {prefix} <time dateTime={iso}>{formatInTimeZone(iso, zone)}</time>
      {yours && <span className="sr-only"> ({yours})</span>}
    </span>
  )
}

function Schedule({ code }: { code: AdminDiscountCode }) {
  if (!code.starts_at && !code.ends_at) return <span className="text-muted-foreground">Always</span>
  return (
    <div className="max-w-52 min-w-44 text-sm">
      {code.starts_at && <When iso={code.starts_at} zone={code.time_zone} prefix="From" />}
      {code.ends_at && <When iso={code.ends_at} zone={code.time_zone} prefix="Until" />}
      <span className="text-xs text-muted-foreground">{code.time_zone.replaceAll('_', ' ')}</span>
    </div>
  )
}

type Actions = {
  onEdit: (code: AdminDiscountCode) => void
  onToggle: (code: AdminDiscountCode) => void
  onDelete: (code: AdminDiscountCode) => void
  busyId: string | null
}

/** The list's columns: what the code does, when, its state, its uses and what its paid orders brought. */
export function discountColumns({
  onEdit,
  onToggle,
  onDelete,
  busyId,
}: Actions): ColumnDef<AdminDiscountCode>[] {
  const money = (cents: number) => <span className="font-mono whitespace-nowrap">{formatMoney(cents)}</span>
  return [
    {
      id: 'code',
      header: 'Code',
      enableSorting: true,
      cell: ({ row }) => (
        <div className="min-w-28">
          <button
            type="button"
            id={discountCodeId(row.original)}
            onClick={() => onEdit(row.original)}
            className={`${linkClass} text-left font-mono font-semibold break-all`}
          >
            {row.original.code}
          </button>
          {row.original.description && (
            <span className="block max-w-56 truncate text-xs text-muted-foreground">
              {row.original.description}
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'discount',
      header: 'Discount',
      cell: ({ row }) => {
        const c = row.original
        return (
          <div className="min-w-32 text-sm">
            <span className="block font-medium">{discountAmountText(c)}</span>
            <span className="block text-xs text-muted-foreground">
              {discountScopeText(c)}
              {c.min_subtotal_cents > 0 && ` · over ${formatMoney(c.min_subtotal_cents)}`}
            </span>
          </div>
        )
      },
    },
    { id: 'schedule', header: 'Schedule', cell: ({ row }) => <Schedule code={row.original} /> },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <DiscountStatusBadge status={row.original.status} />,
    },
    {
      id: 'uses',
      header: 'Uses',
      cell: ({ row }) => (
        <div className="text-sm whitespace-nowrap">
          <span className="block">{usesText(row.original)}</span>
          {row.original.per_customer_limit !== null && (
            <span className="block text-xs text-muted-foreground">
              {row.original.per_customer_limit} per customer
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'revenue',
      header: () => <span title="Totals of paid orders with the code">Revenue</span>,
      cell: ({ row }) => money(row.original.stats.revenue_cents),
    },
    {
      id: 'given',
      header: 'Discount given',
      cell: ({ row }) => money(row.original.stats.discount_given_cents),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const c = row.original
        const describedBy = discountCodeId(c)
        return (
          <div className="flex justify-end">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="More actions"
                  aria-describedby={describedBy}
                  loading={busyId === c.id}
                >
                  <MoreHorizontal aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onEdit(c)}>
                  <Pencil aria-hidden="true" />
                  Edit
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => onToggle(c)}>
                  {c.active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                  {c.active ? 'Deactivate' : 'Activate'}
                </DropdownMenuItem>
                <DropdownMenuItem className="text-danger" onSelect={() => onDelete(c)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        )
      },
    },
  ]
}
