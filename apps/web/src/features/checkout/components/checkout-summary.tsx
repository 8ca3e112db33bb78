import type { ShippingRate } from '@rdo/contracts'
import { type CartLine, cartSubtotalCents } from '@/features/cart'
import { LineItems, OrderTotals, type LineItem } from '@/features/orders'

function lineItem(line: CartLine): LineItem {
  return {
    id: `${line.productId}|${line.size ?? ''}|${line.color ?? ''}`,
    name: line.name,
    slug: line.slug,
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    unitPriceCents: line.priceCents,
  }
}

/** Lines and totals with the quoted shipping; the server computes the order's real total. */
export function CheckoutSummary({ lines, rate }: { lines: CartLine[]; rate: ShippingRate | null }) {
  const subtotal = cartSubtotalCents(lines)
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-[12px] border bg-card p-6">
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        Order Summary
      </h2>
      <div className="mt-4">
        <LineItems items={lines.map(lineItem)} />
      </div>
      <OrderTotals
        subtotalCents={subtotal}
        shippingCents={rate?.rate_cents ?? null}
        totalCents={subtotal + (rate?.rate_cents ?? 0)}
        className="mt-4 border-t pt-4"
      />
    </section>
  )
}
