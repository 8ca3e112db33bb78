import type { FormEvent } from 'react'
import { ShoppingCart } from 'lucide-react'
import type { PartnerStoreProduct } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { swatchOf } from '../../lib/store-colors'
import type { StoreView } from '../../lib/store-params'

// Two columns on phones, then three and four; the list view shows a small square.
const GRID_IMAGE_SIZES =
  '(min-width: 1280px) 18rem, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.5rem)'
const LIST_IMAGE_SIZES = '(min-width: 640px) 10rem, 6rem'

export interface StoreAddRequest {
  product: PartnerStoreProduct
  /** '' when the shopper has not chosen one. */
  size: string
  select: HTMLSelectElement
}

interface StoreProductCardProps {
  product: PartnerStoreProduct
  view: StoreView
  /** The page's largest paint: fetched at once and first. */
  priority: boolean
  onAdd: (request: StoreAddRequest) => void
}

/**
 * Image, name, colour, price, size and Add to Cart. The form is a plain add-link (`/cart?add=…`), so it
 * works before the page's script has loaded; once it has, the line is added here without leaving.
 */
export function StoreProductCard({ product, view, priority, onAdd }: StoreProductCardProps) {
  const label = `${product.name} (${product.color})`
  const single = product.sizes.length === 1
  const list = view === 'list'

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const select = event.currentTarget.elements.namedItem('size') as HTMLSelectElement
    onAdd({ product, size: select.value, select })
  }

  return (
    <article
      className={cn(
        'flex h-full overflow-hidden rounded-[12px] border bg-card',
        list ? 'flex-row' : 'flex-col',
      )}
    >
      <div className={cn('shrink-0 bg-muted', list ? 'size-24 self-start sm:size-40' : 'aspect-square')}>
        <img
          src={product.image_url}
          srcSet={imageSrcSet(product.image_url)}
          sizes={list ? LIST_IMAGE_SIZES : GRID_IMAGE_SIZES}
          alt={label}
          width={600}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'auto' : 'async'}
          className="size-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 font-display leading-snug font-semibold">{product.name}</h3>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <span
            aria-hidden="true"
            className="size-3.5 shrink-0 rounded-full border border-black/20 dark:border-white/25"
            style={{ backgroundColor: swatchOf(product.color) }}
          />
          {product.color}
        </p>
        <p className="font-mono font-semibold tabular-nums">{formatMoney(product.price_cents)}</p>
        {product.sizes.length === 0 ? (
          <p className="mt-auto pt-1 text-sm font-semibold text-danger">Sold out</p>
        ) : (
          <form
            action="/cart"
            method="get"
            onSubmit={submit}
            className={cn(
              'mt-auto flex gap-2 pt-1',
              list ? 'flex-col sm:flex-row sm:items-center' : 'flex-col',
            )}
          >
            <input type="hidden" name="add" value={product.product_slug} />
            <input type="hidden" name="color" value={product.color} />
            <input type="hidden" name="qty" value="1" />
            <NativeSelect
              name="size"
              aria-label={`Size for ${label}`}
              defaultValue={single ? product.sizes[0] : ''}
              className={cn(list && 'sm:w-36')}
            >
              {!single && (
                <option value="" disabled>
                  Size
                </option>
              )}
              {product.sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" className={cn(list && 'sm:w-auto')}>
              <ShoppingCart aria-hidden="true" />
              <span>
                Add<span className="sr-only"> {label}</span> to cart
              </span>
            </Button>
          </form>
        )}
      </div>
    </article>
  )
}

/** Same footprint as a grid card, for the loading grid. */
export function StoreProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-[12px] border bg-card">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="mt-1 h-10" />
        <Skeleton className="h-10" />
      </div>
    </div>
  )
}
