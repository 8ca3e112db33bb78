import type { ReactNode } from 'react'
import { CHECKOUT_MESSAGES, type CheckoutQuoteResponse, type ShippingRate } from '@rdo/contracts'
import { type CartLine, cartSubtotalCents } from '@/features/cart'
import { LineItems, OrderTotals, type LineItem } from '@/features/orders'
import { cn } from '@/lib/cn'

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

interface CheckoutSummaryProps {
  lines: CartLine[]
  rate: ShippingRate | null
  /** The server's totals (signed in); without them the cart's own figures show. */
  quote?: CheckoutQuoteResponse
  /** The quote had the address, so its tax is the real one. */
  taxKnown: boolean
  /** New totals are on their way: the shown ones are dimmed. */
  updating: boolean
  /** The discount code field, between the lines and the totals. */
  children?: ReactNode
}

/**
 * Lines and totals. Signed in, the figures are the server's quote — the same code that prices the
 * order — with the discount and, once the address is known, the tax; signed out, the cart's subtotal
 * and the quoted shipping.
 */
export function CheckoutSummary({ lines, rate, quote, taxKnown, updating, children }: CheckoutSummaryProps) {
  const subtotal = cartSubtotalCents(lines)
  const stripeTax = quote?.tax_source === 'stripe'
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-[12px] border bg-card p-6">
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        Order Summary
      </h2>
      <div className="mt-4">
        <LineItems items={lines.map(lineItem)} />
      </div>
      {children && <div className="mt-4 border-t pt-4">{children}</div>}
      <div aria-busy={updating} className={cn('transition-opacity', updating && 'opacity-60')}>
        {quote ? (
          <OrderTotals
            subtotalCents={quote.subtotal_cents}
            discountCents={quote.discount_cents}
            discountCode={quote.discount?.code}
            shippingCents={rate ? quote.shipping_cents : null}
            taxCents={taxKnown && !stripeTax ? quote.tax_cents : null}
            taxNote={stripeTax ? CHECKOUT_MESSAGES.taxAtPayment : undefined}
            totalCents={quote.total_cents}
            className="mt-4 border-t pt-4"
          />
        ) : (
          <OrderTotals
            subtotalCents={subtotal}
            shippingCents={rate?.rate_cents ?? null}
            totalCents={subtotal + (rate?.rate_cents ?? 0)}
            className="mt-4 border-t pt-4"
          />
        )}
      </div>
    </section>
  )
}
