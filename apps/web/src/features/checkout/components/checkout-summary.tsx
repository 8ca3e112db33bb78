import { type CartLine, cartSubtotalCents } from '@/features/cart'
import { formatMoney } from '@/lib/format'
import type { ShippingRate } from '@rdo/contracts'

/** Lines and totals with the quoted shipping; the server computes the order's real total. */
export function CheckoutSummary({ lines, rate }: { lines: CartLine[]; rate: ShippingRate | null }) {
  const subtotal = cartSubtotalCents(lines)
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-[12px] border bg-card p-6">
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        Order Summary
      </h2>
      <ul className="mt-4 flex flex-col gap-3 text-sm">
        {lines.map((line) => (
          <li
            key={`${line.productId}|${line.size ?? ''}|${line.color ?? ''}`}
            className="flex justify-between gap-4"
          >
            <span className="min-w-0">
              {line.name} <span className="text-muted-foreground">× {line.quantity}</span>
            </span>
            <span className="font-mono">{formatMoney(line.priceCents * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 flex flex-col gap-2 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-mono">{formatMoney(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="font-mono">
            {rate ? (rate.rate_cents === 0 ? 'Free' : formatMoney(rate.rate_cents)) : '—'}
          </dd>
        </div>
        <div className="mt-2 flex justify-between border-t pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="font-mono">{formatMoney(subtotal + (rate?.rate_cents ?? 0))}</dd>
        </div>
      </dl>
    </section>
  )
}
