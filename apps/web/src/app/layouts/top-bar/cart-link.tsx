import { Link } from 'react-router'
import { ShoppingCart } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { useCartCount } from '@/features/cart'

export function CartLink() {
  const count = useCartCount()
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`
  return (
    <Link
      to="/cart"
      aria-label={label}
      className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}
    >
      <ShoppingCart aria-hidden="true" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-gradient px-1 font-mono text-[11px] font-bold text-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
