import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { stockMessage } from '@rdo/contracts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { products, productVariants } from '../../db/schema/catalog.ts'
import { orderItems, orderStockTakes } from '../../db/schema/orders.ts'
import { Conflict } from '../../lib/errors.ts'
import { applyProductChange, snapshotProduct, type ProductSnapshot } from '../wishlist/index.ts'

export type StockLine = {
  productId: string
  productName: string
  variantId: string | null
  size: string | null
  quantity: number
}

const byKey = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

/**
 * Takes the lines' quantities out of stock with conditional updates, or throws 409 naming the product
 * and size. Locks are always taken in the same order (variants by id, then products by id) so
 * concurrent orders and releases cannot deadlock. products.stock moves by the same delta, keeping it
 * equal to the sum of its variants.
 */
export async function reserveStock(tx: Tx, lines: StockLine[]) {
  const variants = new Map<string, StockLine & { quantity: number }>()
  const productDelta = new Map<string, { line: StockLine; quantity: number; hasVariant: boolean }>()
  for (const line of lines) {
    if (line.variantId) {
      const v = variants.get(line.variantId)
      variants.set(line.variantId, { ...line, quantity: (v?.quantity ?? 0) + line.quantity })
    }
    const p = productDelta.get(line.productId)
    productDelta.set(line.productId, {
      line,
      quantity: (p?.quantity ?? 0) + line.quantity,
      hasVariant: Boolean(line.variantId),
    })
  }
  // One size of one product (a drop, most carts): the variant and its product in one statement, so a
  // product everyone is buying is locked for one round trip before the commit instead of two.
  if (variants.size === 1 && productDelta.size === 1) {
    const [[variantId, line]] = [...variants.entries()] as [[string, StockLine]]
    const { rows } = await tx.execute<{ taken: boolean }>(sql`
      with v as (
        update product_variants set stock = stock - ${line.quantity}
        where id = ${variantId} and stock >= ${line.quantity}
        returning product_id
      ), p as (
        update products set stock = greatest(stock - ${line.quantity}, 0), updated_at = now()
        where id = (select product_id from v)
        returning id
      )
      select exists (select 1 from p) as taken`)
    if (rows[0]?.taken) return
    throw await variantShortage(tx, variantId, line)
  }
  for (const [variantId, line] of byKey(variants)) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, line.quantity)))
      .returning({ stock: productVariants.stock })
    if (!taken.length) throw await variantShortage(tx, variantId, line)
  }
  for (const [productId, { line, quantity, hasVariant }] of byKey(productDelta)) {
    if (hasVariant) {
      await tx
        .update(products)
        .set({ stock: sql`greatest(${products.stock} - ${quantity}, 0)`, updatedAt: sql`now()` })
        .where(eq(products.id, productId))
      continue
    }
    const taken = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock })
    if (!taken.length) throw await productShortage(tx, productId, { ...line, quantity })
  }
}

/**
 * Takes an order's lines out of stock as its transaction commits (order_stock_takes): the stock rows
 * of a product everyone is buying are then locked for the commit alone, not for the round trips the
 * rest of the order takes while its app is busy. A line that no longer fits fails the commit, and
 * the whole order with it; `stockShortAtCommit` turns that failure into reserveStock's 409. Returned
 * as a statement not yet run: the order's own insert carries it (createOrder), one round trip for both.
 */
export function stockTakeAtCommit(tx: Tx, orderId: string, lines: StockLine[]) {
  return tx.insert(orderStockTakes).values({
    orderId,
    lines: lines.map((l) => ({ variant_id: l.variantId, product_id: l.productId, quantity: l.quantity })),
  })
}

/**
 * The 409 naming the product and size whose stock take failed an order's commit (see
 * stockTakeAtCommit), with what is left now; null for any other error.
 */
export async function stockShortAtCommit(db: DbOrTx, err: unknown, lines: StockLine[]) {
  const short = stockShortDetail(err)
  if (!short) return null
  const [kind, id] = short.split(':')
  const mine = lines.filter((l) => (kind === 'variant' ? l.variantId === id : l.productId === id))
  if (!mine.length) return null
  const line = { ...mine[0]!, quantity: mine.reduce((n, l) => n + l.quantity, 0) }
  return kind === 'variant' ? variantShortage(db, id!, line) : productShortage(db, id!, line)
}

/** The DETAIL of the stock take's 'stock short' error ('variant:<id>' or 'product:<id>'), if it is one. */
function stockShortDetail(err: unknown): string | null {
  const e = err as { code?: string; message?: string; detail?: string; cause?: unknown } | null
  if (!e) return null
  if (e.code === 'P0001' && e.message === 'stock short' && e.detail) return e.detail
  return e.cause ? stockShortDetail(e.cause) : null
}

/** The 409 for a size that has not enough left, naming what is left now. */
async function variantShortage(tx: DbOrTx, variantId: string, line: StockLine) {
  const [now] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId))
  return shortage(now?.stock ?? 0, line)
}

/** The 409 for a product without sizes that has not enough left, naming what is left now. */
async function productShortage(db: DbOrTx, productId: string, line: StockLine) {
  const [now] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
  return shortage(now?.stock ?? 0, line)
}

function shortage(left: number, line: StockLine) {
  return new Conflict(
    left <= 0
      ? stockMessage.outOfStock(line.productName, line.size)
      : stockMessage.onlyLeft(left, line.productName, line.size),
    'OUT_OF_STOCK',
  )
}

/**
 * Locks the stock rows of several orders at once, in reserveStock's order (variants by id, then
 * products by id), for a transaction that releases one order's stock and then reserves another's:
 * taking them in two passes could deadlock against a concurrent order.
 */
export async function lockStock(tx: Tx, variantIds: string[], productIds: string[]) {
  const variants = [...new Set(variantIds)]
  const prods = [...new Set(productIds)]
  if (variants.length) {
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.id, variants))
      .orderBy(asc(productVariants.id))
      .for('update')
  }
  if (prods.length) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, prods))
      .orderBy(asc(products.id))
      .for('update')
  }
}

/**
 * Puts an order's quantities back (cancel, expiry), in the same lock order as reserveStock, and tells
 * wishlisters when a product or size comes back (unless `notify` is false: the caller reserves the
 * stock again at once and tells them itself). Call once per order, in the transaction that moved it
 * out of pending_payment.
 */
export async function releaseStock(tx: Tx, orderId: string, { notify = true } = {}) {
  const items = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      // Units a refund already put back are not put back twice.
      quantity: sql<number>`${orderItems.quantity} - coalesce((select sum(r.quantity) from refund_lines r
        where r.order_item_id = order_items.id and r.restock), 0)::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  await restock(tx, items, { notify })
}

/**
 * Puts units back on the shelves (a cancelled order, refunded or returned lines), variants then
 * products by id like reserveStock, telling wishlisters when a product or size comes back.
 */
export async function restock(
  tx: Tx,
  items: { productId: string | null; variantId: string | null; quantity: number }[],
  { notify = true } = {},
) {
  const variants = new Map<string, number>()
  const productQty = new Map<string, number>()
  for (const i of items) {
    if (!i.productId || i.quantity <= 0) continue
    if (i.variantId) variants.set(i.variantId, (variants.get(i.variantId) ?? 0) + i.quantity)
    productQty.set(i.productId, (productQty.get(i.productId) ?? 0) + i.quantity)
  }
  const before = new Map<string, ProductSnapshot>()
  for (const [productId] of notify ? byKey(productQty) : []) {
    const snap = await snapshotProduct(tx, productId)
    if (snap) before.set(productId, snap)
  }
  for (const [variantId, quantity] of byKey(variants)) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId))
  }
  for (const [productId, quantity] of byKey(productQty)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
  }
  for (const [productId, snap] of before) {
    const after = await snapshotProduct(tx, productId)
    if (after) await applyProductChange(tx, snap, after)
  }
}
