import type { ProductListItem } from '@rdo/contracts'
import { cn } from '@/lib/cn'
import { ProductCard, ProductCardSkeleton } from './product-card'

interface ProductGridProps {
  items: ProductListItem[]
  isPending: boolean
  /** A new search is loading while the previous results stay on screen. */
  isRefreshing?: boolean
  skeletonCount: number
}

const gridClasses = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4'

export function ProductGrid({ items, isPending, isRefreshing = false, skeletonCount }: ProductGridProps) {
  if (isPending) {
    return (
      <div className={gridClasses} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: skeletonCount }, (_, slot) => (
          <ProductCardSkeleton key={slot} />
        ))}
      </div>
    )
  }
  return (
    <ul
      className={cn(gridClasses, 'transition-opacity duration-150', isRefreshing && 'opacity-60')}
      aria-busy={isRefreshing || undefined}
      aria-label="Products"
    >
      {items.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            sku={product.sku}
            priority={index < 4}
            sizes="(min-width: 1280px) 19rem, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="w-full"
          />
        </li>
      ))}
    </ul>
  )
}
