/**
 * The products the Printify stand-in serves: Printify's documented product shape with two colours by
 * four sizes, a product broken the way a reader must survive, and the small PNGs its images are.
 */
import sharp from 'sharp'
import { PRINTIFY_STAND_IN_SHOP, type StandInProduct } from './printify.ts'

const COLORS = [
  { id: 521, title: 'Black', colors: ['#000000'] },
  { id: 418, title: 'Heather Navy', colors: ['#2a3b5c'] },
  { id: 1, title: 'White', colors: ['#ffffff'] },
]
const SIZES = [
  { id: 14, title: 'S' },
  { id: 15, title: 'M' },
  { id: 16, title: 'L' },
  { id: 17, title: 'XL' },
]

/**
 * A product in Printify's documented shape: two colours by four sizes (XL of the second colour
 * disabled), prices in cents, a front and a back image per colour served by the stand-in at `origin`.
 */
export function standInProduct(
  origin: string,
  i: number,
  overrides: Record<string, unknown> = {},
): StandInProduct & { id: string } {
  const id = `65f0c0ffee${String(i).padStart(14, '0')}`
  const colors = [COLORS[i % COLORS.length]!, COLORS[(i + 1) % COLORS.length]!]
  const variants = colors.flatMap((color, c) =>
    SIZES.map((size, s) => ({
      id: 10_000 + i * 100 + c * 10 + s,
      sku: `SKU-${i}-${color.id}-${size.id}`,
      cost: 1150,
      price: 2500 + i * 100 + (s === 3 ? 200 : 0),
      title: `${color.title} / ${size.title}`,
      grams: 180,
      is_enabled: !(c === 1 && s === 3),
      is_default: c === 0 && s === 0,
      is_available: true,
      options: [color.id, size.id],
      quantity: 1,
    })),
  )
  const images = colors.flatMap((color, c) =>
    ['front', 'back'].map((position) => ({
      src: `${origin}/images/${id}-${color.id}-${position}.png`,
      variant_ids: variants.filter((v) => v.options[0] === color.id).map((v) => v.id),
      position,
      is_default: c === 0 && position === 'front',
      is_selected_for_publishing: true,
    })),
  )
  return {
    title: `Stand-in Tee ${i}`,
    description: `<p>Soft cotton tee number ${i}.</p><p>Printed &amp; shipped on demand.</p>`,
    tags: ['T-shirts', "Men's Clothing"],
    options: [
      { name: 'Colors', type: 'color', values: colors, display_in_preview: true },
      { name: 'Sizes', type: 'size', values: SIZES },
    ],
    variants,
    images,
    created_at: '2025-01-05 10:00:00+00:00',
    updated_at: '2025-01-05 10:00:00+00:00',
    visible: i % 3 !== 0,
    is_locked: false,
    blueprint_id: 6,
    user_id: 7_000_001,
    shop_id: PRINTIFY_STAND_IN_SHOP.id,
    print_provider_id: 99,
    print_areas: [],
    sales_channel_properties: [],
    ...overrides,
    id,
  }
}

/** A product whose variants are not a list: Printify's shape broken the way a reader must survive. */
export const malformedProduct = (i: number) => ({
  id: `65f0badbad${String(i).padStart(14, '0')}`,
  title: `Broken Product ${i}`,
  description: 'Its variants are not a list.',
  visible: true,
  variants: 'not-a-list',
  options: [],
  images: [],
})

const imageCache = new Map<string, Buffer>()
export async function pngFor(name: string): Promise<Buffer> {
  let png = imageCache.get(name)
  if (!png) {
    let hash = 0
    for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
    const background = `#${(hash & 0xffffff).toString(16).padStart(6, '0')}`
    png = await sharp({ create: { width: 48, height: 48, channels: 3, background } })
      .png()
      .toBuffer()
    imageCache.set(name, png)
  }
  return png
}
