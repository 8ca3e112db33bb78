import type { ProductDetail } from '@rdo/contracts'

/** The shop's name as search results show it. */
export const SHOP_NAME = 'RDO Shop'

const absolute = (origin: string, url: string) => new URL(url, origin).toString()

/**
 * schema.org `Product` with its `Offer` and, once reviewed, `AggregateRating`, from the product page's
 * own data: the price it shows (US dollars) and its availability (sold out when the page says so; a
 * drop's product becomes available when the drop starts).
 */
export function productStructuredData(product: ProductDetail, origin: string): Record<string, unknown> {
  const url = absolute(origin, `/products/${encodeURIComponent(product.slug)}`)
  const images = [...product.images]
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || a.display_order - b.display_order)
    .map((i) => absolute(origin, i.url))
  if (!images.length && product.image_url) images.push(absolute(origin, product.image_url))
  const description = (product.description ?? '').replace(/\s+/g, ' ').trim()
  const soldOut = product.inventory_status === 'out_of_stock'
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    priceCurrency: 'USD',
    price: (product.price_cents / 100).toFixed(2),
    availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    inventoryLevel: { '@type': 'QuantitativeValue', value: Math.max(0, product.stock) },
    seller: { '@type': 'Organization', name: SHOP_NAME },
  }
  if (product.drop) offer.availabilityStarts = product.drop.starts_at
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    sku: product.sku,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: offer,
  }
  if (description) data.description = description
  if (images.length) data.image = images
  if (product.category) data.category = product.category.name
  if (product.rating.count > 0 && product.rating.average !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    }
  }
  return data
}

/** schema.org `BreadcrumbList`: Home › Products › the product, as the page is reached. */
export function productBreadcrumbs(product: ProductDetail, origin: string): Record<string, unknown> {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: '/products' },
    { name: product.name, path: `/products/${encodeURIComponent(product.slug)}` },
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(origin, c.path),
    })),
  }
}
