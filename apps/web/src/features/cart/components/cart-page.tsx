import { Link } from 'react-router'
import { ShoppingBag } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useCartAddLink } from '../hooks/use-cart-add-link'
import { cartSubtotalCents, useCartLines } from '../hooks/use-cart'
import { CartLineRow } from './cart-line-row'
import { CartSummary } from './cart-summary'

export function CartPage() {
  const lines = useCartLines()
  useCartAddLink()

  if (lines.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-20 text-center">
        <ShoppingBag className="size-12 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Your cart is empty</h1>
        <p className="text-muted-foreground">Find something you like in the collection.</p>
        <Button asChild size="lg">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </div>
    )
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">Shopping Cart</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ul className="flex flex-col divide-y rounded-[12px] border bg-card" aria-label="Cart items">
          {lines.map((line) => (
            <CartLineRow key={`${line.productId}|${line.size ?? ''}|${line.color ?? ''}`} line={line} />
          ))}
        </ul>
        <CartSummary subtotalCents={cartSubtotalCents(lines)} />
      </div>
    </div>
  )
}
