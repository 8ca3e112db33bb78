import { asc, eq, sql } from 'drizzle-orm'
import { CATALOG_MESSAGES } from '@rdo/contracts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { products, productVariants } from '../../db/schema/catalog.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'

/** What a product looked like before or after a change, as far as its fans care. */
export type ProductSnapshot = {
  id: string
  name: string
  slug: string
  active: boolean
  price_cents: number
  stock: number
  variants: { id: string; size: string; stock: number }[]
}

export async function snapshotProduct(db: DbOrTx, productId: string): Promise<ProductSnapshot | null> {
  const [p] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      active: products.active,
      price_cents: products.priceCents,
      stock: products.stock,
    })
    .from(products)
    .where(eq(products.id, productId))
  if (!p) return null
  const variants = await db
    .select({ id: productVariants.id, size: productVariants.size, stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.createdAt))
  return { ...p, variants }
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

function sizeList(sizes: string[]) {
  return sizes.length === 1
    ? `size ${sizes[0]}`
    : `sizes ${sizes.slice(0, -1).join(', ')} and ${sizes.at(-1)}`
}

/**
 * Call in the transaction that changed a product (admin editor, stock release, any service), with the
 * snapshots taken before and after. Wishlisters get `product_restock` when the product or one of its
 * sizes goes from no stock to some, and `price_drop` when the price goes down. The notifications
 * table's trigger publishes each row to its owner live once the transaction commits. `changeProduct`
 * does all of it for one product.
 */
export async function applyProductChange(
  tx: DbOrTx,
  before: ProductSnapshot,
  after: ProductSnapshot,
): Promise<{ restock: boolean; priceDrop: boolean }> {
  if (!after.active) return { restock: false, priceDrop: false }
  const link = `/products/${after.slug}`
  const wasEmpty = new Map(before.variants.map((v) => [v.id, v.stock <= 0]))
  const sizesBack = after.variants
    .filter((v) => v.stock > 0 && wasEmpty.get(v.id) === true)
    .map((v) => v.size)
  const productBack = before.stock <= 0 && after.stock > 0
  const restock = productBack || sizesBack.length > 0
  if (restock) {
    const message =
      productBack || sizesBack.length === after.variants.length
        ? `${after.name} is back in stock`
        : `${after.name} is back in stock in ${sizeList(sizesBack)}`
    await notifyWishlisters(tx, after.id, {
      type: 'product_restock',
      title: 'Back in stock',
      message,
      link,
      data: { product_id: after.id, sizes: sizesBack },
    })
  }
  const priceDrop = after.price_cents < before.price_cents
  if (priceDrop) {
    await notifyWishlisters(tx, after.id, {
      type: 'price_drop',
      title: 'Price drop',
      message: `${after.name} is now ${dollars(after.price_cents)} (was ${dollars(before.price_cents)})`,
      link,
      data: { product_id: after.id, old_price_cents: before.price_cents, new_price_cents: after.price_cents },
    })
  }
  return { restock, priceDrop }
}

/**
 * Changes one product the way the admin product editor does: in one transaction the product is locked,
 * snapshotted before and after `update`, and its wishlisters notified; after the commit this app's
 * catalogue and page caches are cleared at once. Every other instance reloads its own when the
 * database announces the change (the catalogue tables' triggers): it marks its copies out of date.
 */
export async function changeProduct(
  ctx: AppContext,
  productId: string,
  update: (tx: Tx) => Promise<void>,
): Promise<{ restock: boolean; priceDrop: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from products where id = ${productId} for update`)
    const before = await snapshotProduct(tx, productId)
    if (!before) throw new NotFound(CATALOG_MESSAGES.productNotFound)
    await update(tx)
    const after = await snapshotProduct(tx, productId)
    return after ? applyProductChange(tx, before, after) : { restock: false, priceDrop: false }
  })
  ctx.caches.clear()
  return result
}

type Notice = { type: string; title: string; message: string; link: string; data: Record<string, unknown> }

async function notifyWishlisters(tx: DbOrTx, productId: string, n: Notice) {
  await tx.execute(sql`insert into notifications (user_id, type, title, message, link, data)
    select w.user_id, ${n.type}, ${n.title}, ${n.message}, ${n.link}, ${JSON.stringify(n.data)}::jsonb
    from wishlists w where w.product_id = ${productId}`)
}
