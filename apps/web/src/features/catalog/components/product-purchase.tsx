import { useState } from 'react'
import { ShoppingCart } from 'lucide-react'
import { toast } from 'sonner'
import type { ProductColor, ProductDetail } from '@rdo/contracts'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { cartStore } from '@/features/cart'
import { DropBuyPanel } from '@/features/drops'
import { WishlistToggle } from '@/features/wishlist'
import { ShareButton } from './share-button'
import { SizePicker } from './size-picker'

interface ProductPurchaseProps {
  product: ProductDetail
  color: ProductColor | null
  /** The image shown for the chosen colour, for the cart line. */
  imageUrl: string | null
}

/** Size picker, stock warning, Add to Cart, wishlist and share (docs/storefront.md#sizes-and-stock). */
export function ProductPurchase({ product, color, imageUrl }: ProductPurchaseProps) {
  const { variants } = product
  const [variantId, setVariantId] = useState<string | null>(() =>
    variants.length === 1 && variants[0].stock > 0 ? variants[0].id : null,
  )
  const variant = variants.find((item) => item.id === variantId) ?? null
  const soldOut = product.inventory_status === 'out_of_stock'
  const left = variant ? variant.stock : product.stock
  const lowStock = !soldOut && left > 0 && left <= product.low_stock_threshold

  const addToCart = () => {
    if (variants.length > 1 && !variant) {
      toast.error(CATALOG_MESSAGES.selectSize)
      return
    }
    const chosen = variant ?? variants[0] ?? null
    if (chosen && chosen.stock <= 0) {
      toast.error(CATALOG_MESSAGES.sizeOutOfStock)
      return
    }
    const suffix = [chosen?.size, color?.name].filter(Boolean).join(', ')
    cartStore.addLine({
      productId: product.id,
      slug: product.slug,
      name: suffix ? `${product.name} (${suffix})` : product.name,
      imageUrl,
      priceCents: product.price_cents,
      size: chosen?.size ?? null,
      color: color?.name ?? null,
      weightGrams: product.weight_grams,
      quantity: 1,
    })
    toast.success(CATALOG_MESSAGES.addedToCart)
  }

  return (
    <div className="flex flex-col gap-6">
      {variants.length > 1 && <SizePicker variants={variants} value={variantId} onChange={setVariantId} />}
      {lowStock && (
        <p className="text-sm font-semibold text-warning" role="status">
          Only {left} left{variant && variants.length > 1 ? ` in size ${variant.size}` : ''}
        </p>
      )}
      {/* A drop is bought only through a place in its checkout (admission), never straight into the cart. */}
      {product.drop && (
        <DropBuyPanel
          product={product}
          drop={product.drop}
          variant={variant}
          color={color}
          imageUrl={imageUrl}
        />
      )}
      <div className="flex gap-2">
        {!product.drop && (
          <Button size="lg" className="flex-1" onClick={addToCart} disabled={soldOut}>
            <ShoppingCart aria-hidden="true" />
            {soldOut ? 'Out of Stock' : 'Add to Cart'}
          </Button>
        )}
        <WishlistToggle productId={product.id} />
        <ShareButton title={product.name} path={`/products/${product.slug}`} />
      </div>
    </div>
  )
}
