import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
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
}

type Size = { id: string; size: string }
type Colour = { id: string; name: string }
type Image = { url: string; colorId: string | null }

/**
 * Prices, sizes, colours and images of the ordered products, read from the database, and whether
 * each product is sold in a drop (a discount code leaves those alone unless it allows them). The
 * products come with their sizes, colours and images in one read (the checkout quote runs this on every
 * change of the cart or address).
 */
export async function resolveLines(
  tx: DbOrTx,
  items: z.output<typeof createOrderBody>['items'],
  { images: withImages = true }: Options = {},
) {
  const ids = [...new Set(items.map((i) => i.product_id))]
  // Qualified by hand: in a one-table select drizzle writes its own columns unqualified.
  const prods = await tx
    .select({
      ...getTableColumns(products),
      isDrop: sql<boolean>`exists (select 1 from ${productDrops} d where d.product_id = ${products}.id)`,
      sizes: sql<
        Size[]
      >`coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size) order by v.sort_order)
        from ${productVariants} v where v.product_id = ${products}.id), '[]'::json)`,
      colours: sql<
        Colour[]
      >`coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.sort_order)
        from ${productColors} c where c.product_id = ${products}.id), '[]'::json)`,
      // The primary image first, then by display order.
      images: withImages
        ? sql<Image[]>`coalesce((select json_agg(json_build_object('url', i.url, 'colorId', i.color_id)
            order by i.is_primary desc, i.display_order) from ${productImages} i
            where i.product_id = ${products}.id), '[]'::json)`
        : sql<Image[]>`'[]'::json`,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)))
  const printed = prods.filter((p) => p.fulfilmentProvider === 'printify').map((p) => p.id)
  const links = printed.length
    ? await tx.select().from(printifyVariantLinks).where(inArray(printifyVariantLinks.productId, printed))
    : []
  return items.map((item) => {
    const product = prods.find((p) => p.id === item.product_id)
    if (!product) throw new Conflict(ORDER_MESSAGES.productUnavailable, 'PRODUCT_UNAVAILABLE')
    const { sizes, colours: palette, images: own, ...row } = product
    let variant: Size | null = null
    if (sizes.length) {
      if (!item.size) throw new Invalid(stockMessage.sizeRequired(product.name))
      variant = sizes.find((v) => same(v.size, item.size!)) ?? null
      if (!variant) throw new Invalid(stockMessage.sizeUnavailable(product.name, item.size))
    }
    let color: Colour | null = null
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
    const image = (color && own.find((i) => i.colorId === color.id)) || own.find((i) => !i.colorId)
    return {
      product: row,
      variant,
      color,
      quantity: item.quantity,
      imageUrl: image?.url ?? product.imageUrl,
    }
  })
}
