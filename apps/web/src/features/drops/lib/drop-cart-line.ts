import type { ProductColor, ProductDetail, ProductVariant } from '@rdo/contracts'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'

type Product = Pick<ProductDetail, 'id' | 'slug' | 'name' | 'price_cents' | 'weight_grams' | 'variants'>

/** The size a purchase is for, or why none can be bought (as the Add to Cart button says it). */
export function chosenVariant(
  product: Pick<ProductDetail, 'variants'>,
  variant: ProductVariant | null,
): { variant: ProductVariant | null; problem: string | null } {
  const { variants } = product
  if (variants.length > 1 && !variant) return { variant: null, problem: CATALOG_MESSAGES.selectSize }
  const chosen = variant ?? variants[0] ?? null
  if (chosen && chosen.stock <= 0) return { variant: null, problem: CATALOG_MESSAGES.sizeOutOfStock }
  return { variant: chosen, problem: null }
}

/** The cart line for an admitted purchase: the units the admission holds, in the chosen size and colour. */
export function dropCartLine(
  product: Product,
  variant: ProductVariant | null,
  color: Pick<ProductColor, 'name'> | null,
  imageUrl: string | null,
  units: number,
) {
  const suffix = [variant?.size, color?.name].filter(Boolean).join(', ')
  return {
    productId: product.id,
    slug: product.slug,
    name: suffix ? `${product.name} (${suffix})` : product.name,
    imageUrl,
    priceCents: product.price_cents,
    size: variant?.size ?? null,
    color: color?.name ?? null,
    weightGrams: product.weight_grams,
    quantity: units,
  }
}
