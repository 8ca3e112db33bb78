import type { Order } from '@rdo/contracts'
import { CHECKOUT_MESSAGES } from '@rdo/contracts/checkout-messages'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'

interface OrderTotalsProps {
  /** Left out where the lines are summed up elsewhere (the order list's footer). */
  subtotalCents?: number
  /** Null while no shipping method is chosen yet. */
  shippingCents: number | null
  /** Which shipping method, after the word Shipping, e.g. "(USPS Priority Mail)". */
  shippingLabel?: string
  /** Everything a code took off (lines and shipping); no row when 0 or left out. */
  discountCents?: number
  discountCode?: string | null
  /** No row when left out; null shows '—' (not known yet). */
  taxCents?: number | null
  /** Shown instead of the tax amount (Stripe Tax: 'Calculated at payment'). */
  taxNote?: string
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
  discountCents,
  discountCode,
  taxCents,
  taxNote,
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
      {discountCents !== undefined && discountCents > 0 && (
        <div className={row}>
          <dt className="text-muted-foreground">
            Discount
            {discountCode && (
              <>
                {' '}
                (<span className="font-mono">{discountCode}</span>)
              </>
            )}
          </dt>
          <dd className="font-mono text-success">−{formatMoney(discountCents)}</dd>
        </div>
      )}
      <div className={row}>
        <dt className="text-muted-foreground">Shipping{shippingLabel && ` ${shippingLabel}`}</dt>
        <dd className="font-mono">{shippingText(shippingCents)}</dd>
      </div>
      {(taxCents !== undefined || taxNote) && (
        <div className={row}>
          <dt className="text-muted-foreground">Tax</dt>
          <dd className={taxNote ? 'text-muted-foreground' : 'font-mono'}>
            {taxNote ?? (taxCents === null || taxCents === undefined ? '—' : formatMoney(taxCents))}
          </dd>
        </div>
      )}
      <div className={cn(row, 'font-semibold', !inline && 'mt-2 border-t pt-3 text-base')}>
        <dt>Total</dt>
        <dd className="font-mono">{formatMoney(totalCents)}</dd>
      </div>
    </dl>
  )
}

type OrderMoney = Pick<
  Order,
  | 'subtotal_cents'
  | 'shipping_cents'
  | 'shipping_rate'
  | 'discount_code'
  | 'discount_cents'
  | 'tax_cents'
  | 'tax_source'
  | 'total_cents'
  | 'payment_status'
>

/**
 * An order's totals as it was charged: subtotal, the code's discount, shipping, tax and total. An
 * order whose tax Stripe computes shows 'Calculated at payment' until it is paid.
 */
export function OrderMoneyTotals({
  order,
  inline = false,
  className,
}: {
  order: OrderMoney
  inline?: boolean
  className?: string
}) {
  const rate = order.shipping_rate
  const taxAtPayment = order.tax_source === 'stripe' && order.payment_status === 'unpaid'
  return (
    <OrderTotals
      subtotalCents={inline ? undefined : order.subtotal_cents}
      discountCents={order.discount_cents}
      discountCode={order.discount_code}
      shippingCents={order.shipping_cents}
      shippingLabel={!inline && rate ? `(${rate.carrier} ${rate.service})` : undefined}
      taxCents={order.tax_cents > 0 || order.tax_source === 'stripe' || !inline ? order.tax_cents : undefined}
      taxNote={taxAtPayment ? CHECKOUT_MESSAGES.taxAtPayment : undefined}
      totalCents={order.total_cents}
      inline={inline}
      className={className}
    />
  )
}
