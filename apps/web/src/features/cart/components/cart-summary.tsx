import { Link } from 'react-router'
import { CART_FLAT_SHIPPING_CENTS } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/format'

/** Spec 1 §9: a flat $10 estimate when the cart is non-empty; checkout uses the chosen carrier rate. */
export function CartSummary({ subtotalCents }: { subtotalCents: number }) {
  const shippingCents = subtotalCents > 0 ? CART_FLAT_SHIPPING_CENTS : 0
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-[12px] border bg-card p-6">
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        Order Summary
      </h2>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Subtotal</dt>
          <dd className="font-mono">{formatMoney(subtotalCents)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="font-mono">{formatMoney(shippingCents)}</dd>
        </div>
        <div className="mt-2 flex justify-between border-t pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="font-mono">{formatMoney(subtotalCents + shippingCents)}</dd>
        </div>
      </dl>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to="/checkout">Proceed to Checkout</Link>
      </Button>
      <Button asChild variant="link" className="mt-3 w-full">
        <Link to="/products">Continue Shopping</Link>
      </Button>
    </section>
  )
}
