import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartLineDto, type cartLineInput } from '@rdo/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { productColors, productImages, products, productVariants } from '../../db/schema/catalog.ts'
import type { StoredCartLine } from '../../db/schema/carts.ts'

type LineInput = z.output<typeof cartLineInput>

export const lineKey = (l: { product_id: string; size: string | null; color: string | null }) =>
  [l.product_id, (l.size ?? '').toLowerCase(), (l.color ?? '').toLowerCase()].join('|')

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0

/** What the catalogue says of the products a cart names: active ones only. */
async function catalogueOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return new Map()
  const [rows, sizes, colours, images] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.active, true))),
    db
      .select({ productId: productVariants.productId, size: productVariants.size })
      .from(productVariants)
      .where(inArray(productVariants.productId, ids)),
    db
      .select({ productId: productColors.productId, name: productColors.name })
      .from(productColors)
      .where(inArray(productColors.productId, ids)),
    db
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.productId, ids)),
  ])
  const of = <T extends { productId: string }>(list: T[], id: string) =>
    list.filter((r) => r.productId === id)
  return new Map(
    rows.map((p) => [
      p.id,
      {
        product: p,
        sizes: of(sizes, p.id).map((r) => r.size),
        colours: of(colours, p.id).map((r) => r.name),
        images: new Set([p.imageUrl, ...of(images, p.id).map((r) => r.url)].filter(Boolean)),
      },
    ]),
  )
}

type Catalogue = Awaited<ReturnType<typeof catalogueOf>>

/**
 * A line as the catalogue allows it: its product active, its size one of the product's sizes (none for
 * a product without sizes), its colour one of its colours, spelled as the catalogue spells them; its
 * picture one of the product's own. Anything else is dropped.
 */
function checkLine(catalogue: Catalogue, line: LineInput | StoredCartLine): StoredCartLine | null {
  const entry = catalogue.get(line.product_id)
  if (!entry) return null
  const pick = (options: string[], value: string | null) => {
    if (!options.length) return value ? undefined : null
    if (!value) return undefined
    return options.find((o) => same(o, value))
  }
  const size = pick(entry.sizes, line.size)
  const color = pick(entry.colours, line.color)
  if (size === undefined || color === undefined) return null
  const image = line.image_url && entry.images.has(line.image_url) ? line.image_url : null
  return {
    product_id: line.product_id,
    size,
    color,
    quantity: Math.max(1, Math.min(CART_MAX_QUANTITY, Math.floor(line.quantity))),
    image_url: image,
  }
}

/** Checked lines, one per product + size + colour (a repeated line adds its quantity), at most 50. */
export async function cleanLines(
  db: DbOrTx,
  lines: (LineInput | StoredCartLine)[],
): Promise<StoredCartLine[]> {
  const catalogue = await catalogueOf(db, [...new Set(lines.map((l) => l.product_id))])
  const byKey = new Map<string, StoredCartLine>()
  for (const raw of lines) {
    const line = checkLine(catalogue, raw)
    if (!line) continue
    const existing = byKey.get(lineKey(line))
    if (existing) existing.quantity = Math.min(CART_MAX_QUANTITY, existing.quantity + line.quantity)
    else if (byKey.size < CART_MAX_LINES) byKey.set(lineKey(line), line)
  }
  return [...byKey.values()]
}

/** Stored lines as the shop shows them: names, prices and weights from the catalogue now. */
export async function describeLines(db: DbOrTx, lines: StoredCartLine[]): Promise<CartLineDto[]> {
  const catalogue = await catalogueOf(db, [...new Set(lines.map((l) => l.product_id))])
  return lines.flatMap((line) => {
    const entry = catalogue.get(line.product_id)
    if (!entry || !checkLine(catalogue, line)) return []
    const p = entry.product
    const suffix = [line.size, line.color].filter(Boolean).join(', ')
    return [
      {
        product_id: p.id,
        slug: p.slug,
        name: suffix ? `${p.name} (${suffix})` : p.name,
        image_url: line.image_url ?? p.imageUrl,
        price_cents: p.priceCents,
        size: line.size,
        color: line.color,
        quantity: line.quantity,
        weight_grams: p.weightGrams,
      },
    ]
  })
}
