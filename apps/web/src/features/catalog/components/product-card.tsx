import { Link } from 'react-router'
import { Shirt } from 'lucide-react'
import type { InventoryStatus, ProductCard as ProductCardData } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'

const STOCK_BADGE: Record<InventoryStatus, { label: string; variant: 'success' | 'warning' | 'danger' }> = {
  in_stock: { label: 'In stock', variant: 'success' },
  low_stock: { label: 'Low stock', variant: 'warning' },
  out_of_stock: { label: 'Out of Stock', variant: 'danger' },
}

interface ProductCardProps {
  product: ProductCardData
  className?: string
  /** Responsive width hint for the image; the default suits a 2-to-4 column grid. */
  sizes?: string
  /** For the first row above the fold. */
  priority?: boolean
  /** Shown on list cards (docs/storefront.md#catalogue). */
  sku?: string
}

/** Square image first, name, price in mono, stock badge (docs/design-system.md#patterns). The whole card links to the product. */
export function ProductCard({ product, className, sizes, priority = false, sku }: ProductCardProps) {
  const stock = STOCK_BADGE[product.inventory_status]
  return (
    <Link
      to={`/products/${product.slug}`}
      className={cn(
        'group flex flex-col overflow-hidden rounded-[12px] border bg-card transition-colors duration-150 hover:border-brand-violet/60',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-muted">
        {product.image_url ? (
          <img
            src={product.image_url}
            srcSet={imageSrcSet(product.image_url)}
            sizes={sizes ?? '(min-width: 1024px) 25vw, 50vw'}
            alt={product.name}
            width={600}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Shirt className="size-12" aria-hidden="true" />
          </div>
        )}
        <Badge variant={stock.variant} className="absolute top-3 left-3 bg-card/90 backdrop-blur">
          {stock.label}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        {product.category && (
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {product.category.name}
          </p>
        )}
        <h3 className="line-clamp-2 font-display font-semibold">{product.name}</h3>
        <div className="mt-auto flex items-baseline justify-between gap-2 pt-1">
          <p className="font-mono text-sm font-semibold">{formatMoney(product.price_cents)}</p>
          {sku && (
            <p className="truncate font-mono text-[11px] text-muted-foreground">
              <span className="sr-only">SKU </span>
              {sku}
            </p>
          )}
        </div>
      </div>
    </Link>
  )
}

/** Same footprint as ProductCard, for loading grids. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col overflow-hidden rounded-[12px] border bg-card', className)}>
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="mt-1 h-4 w-14" />
      </div>
    </div>
  )
}
