import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'

interface OrderTotalsProps {
  /** Left out where the lines are summed up elsewhere (the order list's footer). */
  subtotalCents?: number
  /** Null while no shipping method is chosen yet. */
  shippingCents: number | null
  /** Which shipping method, after the word Shipping, e.g. "(USPS Priority Mail)". */
  shippingLabel?: string
  totalCents: number
  /** In a row (order list) instead of a column (summaries). */
  inline?: boolean
  className?: string
}

function shippingText(cents: number | null) {
  if (cents === null) return '—'
  return cents === 0 ? 'Free' : formatMoney(cents)
}

/** Subtotal, shipping and total of a cart, a checkout or an order. */
export function OrderTotals({
  subtotalCents,
  shippingCents,
  shippingLabel,
  totalCents,
  inline = false,
  className,
}: OrderTotalsProps) {
  const row = inline ? 'flex gap-2' : 'flex justify-between'
  return (
    <dl
      className={cn('text-sm', inline ? 'flex flex-wrap gap-x-6 gap-y-1' : 'flex flex-col gap-2', className)}
    >
      {subtotalCents !== undefined && (
        <div className={row}>
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-mono">{formatMoney(subtotalCents)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-muted-foreground">Shipping{shippingLabel && ` ${shippingLabel}`}</dt>
        <dd className="font-mono">{shippingText(shippingCents)}</dd>
      </div>
      <div className={cn(row, 'font-semibold', !inline && 'mt-2 border-t pt-3 text-base')}>
        <dt>Total</dt>
        <dd className="font-mono">{formatMoney(totalCents)}</dd>
      </div>
    </dl>
  )
}
