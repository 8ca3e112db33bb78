import { useState } from 'react'
import { Link } from 'react-router'
import { ChevronRight } from 'lucide-react'
import type { ProductDetail } from '@rdo/contracts'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/format'
import { ColorSwatches } from './color-swatches'
import { InventoryBadge } from './inventory-badge'
import { ProductGallery } from './product-gallery'
import { ProductInfoSections } from './product-info-sections'
import { ProductPurchase } from './product-purchase'

/** Images tied to the chosen colour plus the shared ones (color_id null), in display order. */
function imagesForColor(product: ProductDetail, colorId: string | null) {
  const images = [...product.images].sort((a, b) => a.display_order - b.display_order)
  const matching = images.filter((image) => image.color_id === null || image.color_id === colorId)
  if (matching.length > 0) return matching
  return product.image_url
    ? [{ id: 'primary', url: product.image_url, alt_text: product.name, color_id: null, display_order: 0 }]
    : []
}

export function ProductDetailView({ product }: { product: ProductDetail }) {
  const [colorId, setColorId] = useState<string | null>(product.colors[0]?.id ?? null)
  const color = product.colors.find((item) => item.id === colorId) ?? null
  const images = imagesForColor(product, colorId)
  const cartImage = images.find((image) => image.color_id === colorId) ?? images[0]

  return (
    <article className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/products" className="hover:text-foreground">
              Products
            </Link>
          </li>
          {product.category && (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-3.5" />
              {product.category.name}
            </li>
          )}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={colorId ?? 'all'} images={images} productName={product.name} />
        <div className="flex flex-col gap-6">
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <InventoryBadge status={product.inventory_status} />
              <span className="font-mono text-xs text-muted-foreground">SKU {product.sku}</span>
            </div>
            <h1 className="text-3xl font-bold sm:text-4xl">{product.name}</h1>
            <p className="font-mono text-2xl font-semibold">{formatMoney(product.price_cents)}</p>
          </header>
          {product.description && (
            <p className="leading-relaxed text-muted-foreground">{product.description}</p>
          )}
          {product.colors.length > 0 && (
            <ColorSwatches colors={product.colors} value={colorId} onChange={setColorId} />
          )}
          <ProductPurchase product={product} color={color} imageUrl={cartImage?.url ?? product.image_url} />
          <ProductInfoSections product={product} />
        </div>
      </div>
    </article>
  )
}

export function ProductDetailSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12" aria-busy="true" aria-label="Loading product">
      <Skeleton className="aspect-square rounded-[12px]" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    </div>
  )
}
