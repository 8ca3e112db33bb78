import type { ProductDetail } from '@rdo/contracts'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { MAX_LINE_QUANTITY, type CartLine } from './use-cart'

/**
 * A link that puts a product in the cart: `/cart?add=<slug>&size=M&color=Black&qty=2`. Partner stores
 * embedded on other sites open it in a new tab, as they cannot reach this site's cart themselves.
 */
export interface AddLinkRequest {
  slug: string
  size: string | null
  color: string | null
  quantity: number
}

export const ADD_LINK_PARAMS = ['add', 'size', 'color', 'qty'] as const

export const ADD_LINK_MESSAGES = {
  sizeUnavailable: (size: string, product: string) => `Size ${size} is not available for ${product}`,
  colorUnavailable: (color: string, product: string) => `${color} is not available for ${product}`,
  selectColor: 'Please select a colour',
} as const

const clean = (value: string | null) => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed.slice(0, 100)
}

/** The add-link's request, or null when the address has none. A missing or odd quantity is 1; at most 10. */
export function parseAddLink(searchParams: URLSearchParams): AddLinkRequest | null {
  const slug = clean(searchParams.get('add'))
  if (!slug) return null
  const qtyText = searchParams.get('qty')?.trim() ?? ''
  const qty = /^\d{1,4}$/.test(qtyText) ? Number(qtyText) : 1
  return {
    slug,
    size: clean(searchParams.get('size')),
    color: clean(searchParams.get('color')),
    quantity: Math.min(Math.max(qty, 1), MAX_LINE_QUANTITY),
  }
}

/** The query string with the add-link's parameters taken out (others stay). */
export function withoutAddLink(searchParams: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(searchParams)
  for (const name of ADD_LINK_PARAMS) next.delete(name)
  return next
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0

export type AddLinkResult = { line: CartLine; error?: undefined } | { error: string }

/**
 * Checks the link against the product (the size must be one of its sizes and in stock, the colour one of
 * its colours; a product with a single size or colour needs none) and builds the cart line the product
 * page would add, named "<name> (<size>, <colour>)".
 */
export function resolveAddLink(request: AddLinkRequest, product: ProductDetail): AddLinkResult {
  const { variants, colors } = product
  let size: string | null = null
  if (variants.length > 0) {
    const variant = request.size
      ? variants.find((item) => same(item.size, request.size!))
      : variants.length === 1
        ? variants[0]
        : undefined
    if (!variant) {
      return {
        error: request.size
          ? ADD_LINK_MESSAGES.sizeUnavailable(request.size, product.name)
          : CATALOG_MESSAGES.selectSize,
      }
    }
    if (variant.stock <= 0) return { error: CATALOG_MESSAGES.sizeOutOfStock }
    size = variant.size
  } else if (request.size) {
    return { error: ADD_LINK_MESSAGES.sizeUnavailable(request.size, product.name) }
  }
  if (product.inventory_status === 'out_of_stock') return { error: CATALOG_MESSAGES.sizeOutOfStock }

  let color: ProductDetail['colors'][number] | null = null
  if (colors.length > 0) {
    const found = request.color
      ? colors.find((item) => same(item.name, request.color!))
      : colors.length === 1
        ? colors[0]
        : undefined
    if (!found) {
      return {
        error: request.color
          ? ADD_LINK_MESSAGES.colorUnavailable(request.color, product.name)
          : ADD_LINK_MESSAGES.selectColor,
      }
    }
    color = found
  } else if (request.color) {
    return { error: ADD_LINK_MESSAGES.colorUnavailable(request.color, product.name) }
  }

  const suffix = [size, color?.name].filter(Boolean).join(', ')
  return {
    line: {
      productId: product.id,
      slug: product.slug,
      name: suffix ? `${product.name} (${suffix})` : product.name,
      imageUrl: imageFor(product, color?.id ?? null),
      priceCents: product.price_cents,
      size,
      color: color?.name ?? null,
      weightGrams: product.weight_grams,
      quantity: request.quantity,
    },
  }
}

/** The colour's own picture when it has one, else the primary or first picture, else the product's. */
function imageFor(product: ProductDetail, colorId: string | null): string | null {
  const images = [...product.images].sort((a, b) => a.display_order - b.display_order)
  const own = colorId ? images.find((image) => image.color_id === colorId) : undefined
  return (own ?? images.find((image) => image.is_primary) ?? images[0])?.url ?? product.image_url
}
