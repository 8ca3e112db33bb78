import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { ORDER_MESSAGES, stockMessage, type createOrderBody } from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { productColors, productImages, products, productVariants } from '../../db/schema/catalog.ts'
import { printifyVariantLinks } from '../../db/schema/fulfilment.ts'
import { Conflict, Invalid } from '../../lib/errors.ts'

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Prices, sizes, colours and images of the ordered products, read from the database. */
export async function resolveLines(tx: DbOrTx, items: z.output<typeof createOrderBody>['items']) {
  const ids = [...new Set(items.map((i) => i.product_id))]
  // In a transaction (one connection) these run one after another.
  const prods = await tx
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)))
  const variants = await tx.select().from(productVariants).where(inArray(productVariants.productId, ids))
  const colors = await tx.select().from(productColors).where(inArray(productColors.productId, ids))
  const images = await tx
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(desc(productImages.isPrimary), asc(productImages.displayOrder))
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
