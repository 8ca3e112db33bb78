import { Link } from 'react-router'
import { CART_FLAT_SHIPPING_CENTS } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { OrderTotals } from '@/features/orders'

/** A flat $10 estimate when the cart is non-empty; checkout uses the chosen carrier rate (docs/storefront.md#cart). */
export function CartSummary({ subtotalCents }: { subtotalCents: number }) {
  const shippingCents = subtotalCents > 0 ? CART_FLAT_SHIPPING_CENTS : 0
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-[12px] border bg-card p-6">
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        Order Summary
      </h2>
      <OrderTotals
        subtotalCents={subtotalCents}
        shippingCents={shippingCents}
        totalCents={subtotalCents + shippingCents}
        className="mt-4"
      />
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to="/checkout">Proceed to Checkout</Link>
      </Button>
      <Button asChild variant="link" className="mt-3 w-full">
        <Link to="/products">Continue Shopping</Link>
      </Button>
    </section>
  )
}
