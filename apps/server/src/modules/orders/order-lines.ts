import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { ORDER_MESSAGES, stockMessage, type createOrderBody } from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { productColors, productImages, products, productVariants } from '../../db/schema/catalog.ts'
import { productDrops } from '../../db/schema/drops.ts'
import { printifyVariantLinks } from '../../db/schema/fulfilment.ts'
import { Conflict, Invalid } from '../../lib/errors.ts'

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

type Options = {
  /** The lines' images (an order keeps them; a quote needs none). */
  images?: boolean
  /** Outside a transaction the reads may go out side by side on the pool (a quote). */
  parallel?: boolean
}

/**
 * Prices, sizes, colours and images of the ordered products, read from the database, and whether
 * each product is sold in a drop (a discount code leaves those alone unless it allows them).
 */
export async function resolveLines(
  tx: DbOrTx,
  items: z.output<typeof createOrderBody>['items'],
  { images: withImages = true, parallel = false }: Options = {},
) {
  const ids = [...new Set(items.map((i) => i.product_id))]
  const reads = [
    () =>
      tx
        .select({
          ...getTableColumns(products),
          // Qualified by hand: in a one-table select drizzle writes its columns unqualified.
          isDrop: sql<boolean>`exists (select 1 from ${productDrops} d where d.product_id = ${products}.id)`,
        })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.active, true))),
    () => tx.select().from(productVariants).where(inArray(productVariants.productId, ids)),
    () => tx.select().from(productColors).where(inArray(productColors.productId, ids)),
    () =>
      withImages
        ? tx
            .select()
            .from(productImages)
            .where(inArray(productImages.productId, ids))
            .orderBy(desc(productImages.isPrimary), asc(productImages.displayOrder))
        : Promise.resolve([]),
  ] as const
  // In a transaction (one connection) they run one after another.
  const [prods, variants, colors, images] = parallel
    ? await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()])
    : [await reads[0](), await reads[1](), await reads[2](), await reads[3]()]
  const printed = prods.filter((p) => p.fulfilmentProvider === 'printify').map((p) => p.id)
  const links = printed.length
    ? await tx.select().from(printifyVariantLinks).where(inArray(printifyVariantLinks.productId, printed))
    : []
  return items.map((item) => {
    const product = prods.find((p) => p.id === item.product_id)
    if (!product) throw new Conflict(ORDER_MESSAGES.productUnavailable, 'PRODUCT_UNAVAILABLE')
    const sizes = variants.filter((v) => v.productId === product.id)
    let variant: (typeof sizes)[number] | null = null
    if (sizes.length) {
      if (!item.size) throw new Invalid(stockMessage.sizeRequired(product.name))
      variant = sizes.find((v) => same(v.size, item.size!)) ?? null
      if (!variant) throw new Invalid(stockMessage.sizeUnavailable(product.name, item.size))
    }
    const palette = colors.filter((c) => c.productId === product.id)
    let color: (typeof palette)[number] | null = null
    if (palette.length) {
      if (!item.color) throw new Invalid(stockMessage.colorRequired(product.name))
      color = palette.find((c) => same(c.name, item.color!)) ?? null
      if (!color) throw new Invalid(stockMessage.colorUnavailable(product.name, item.color))
    }
    if (product.fulfilmentProvider === 'printify') {
      // Printify makes it: the size and colour must be a variant it still makes.
      const link = links.find(
        (l) =>
          l.productId === product.id && same(l.size, variant?.size ?? '') && same(l.color, color?.name ?? ''),
      )
      if (!link?.available) {
        throw new Conflict(
          color
            ? stockMessage.colorUnavailable(product.name, color.name)
            : stockMessage.outOfStock(product.name, variant?.size ?? null),
          'VARIANT_UNAVAILABLE',
        )
      }
    }
    const own = images.filter((i) => i.productId === product.id)
    const image = (color && own.find((i) => i.colorId === color.id)) || own.find((i) => !i.colorId)
    return {
      product,
      variant,
      color,
      quantity: item.quantity,
      imageUrl: image?.url ?? product.imageUrl,
    }
  })
}
