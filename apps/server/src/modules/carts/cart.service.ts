import type { CartResponse, cartBody } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { cartReminders, carts, type StoredCartLine } from '../../db/schema/carts.ts'
import type { AppContext } from '../../types.ts'
import { cleanLines, describeLines } from './cart-lines.ts'

type CartInput = z.output<typeof cartBody>

const itemsIn = (lines: StoredCartLine[]) => lines.reduce((n, l) => n + l.quantity, 0)

async function answer(db: DbOrTx, row: typeof carts.$inferSelect | undefined): Promise<CartResponse> {
  if (!row) return { lines: [], updated_at: null }
  return { lines: await describeLines(db, row.lines), updated_at: row.updatedAt.toISOString() }
}

export async function getCart(ctx: AppContext, userId: string): Promise<CartResponse> {
  const [row] = await ctx.db.select().from(carts).where(eq(carts.userId, userId))
  return answer(ctx.db, row)
}

/**
 * Stores the customer's cart. Unchanged lines keep the cart's time (a reminder counts from the last
 * real change); an emptied cart starts a new one, which may get its own reminder later.
 */
async function store(tx: DbOrTx, userId: string, lines: StoredCartLine[]) {
  const [before] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update')
  if (before && JSON.stringify(before.lines) === JSON.stringify(lines)) return before
  const emptied = lines.length === 0
  const values = {
    lines,
    itemCount: itemsIn(lines),
    updatedAt: sql`now()`,
    ...(emptied && { cartId: sql`gen_random_uuid()`, remindedAt: null }),
  }
  const [row] = await tx
    .insert(carts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: carts.userId, set: values })
    .returning()
  return row!
}

/** PUT /api/cart: the cart as the customer now has it, checked against the catalogue. */
export async function replaceCart(ctx: AppContext, userId: string, body: CartInput): Promise<CartResponse> {
  const lines = await cleanLines(ctx.db, body.lines)
  const row = await ctx.db.transaction((tx) => store(tx, userId, lines))
  return answer(ctx.db, row)
}

/**
 * POST /api/cart/merge: a visitor's cart joins the account's on sign-in. A line in both adds its
 * quantities (at most 10); the account's lines come first.
 */
export async function mergeCart(
  ctx: AppContext,
  userId: string,
  body: CartInput & { merge_key?: string | null },
): Promise<CartResponse> {
  const key = body.merge_key ?? null
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update')
    // A retry of a merge already made (the browser left the page before its answer): nothing to add.
    if (current && key && current.lastMergeKey === key) return current
    const lines = await cleanLines(tx, [...(current?.lines ?? []), ...body.lines])
    const stored = await store(tx, userId, lines)
    if (!key) return stored
    const [keyed] = await tx
      .update(carts)
      .set({ lastMergeKey: key })
      .where(eq(carts.userId, userId))
      .returning()
    return keyed!
  })
  return answer(ctx.db, row)
}

/**
 * Placing an order closes the customer's cart, in the order's transaction: a reminder sent for it
 * records the order as its conversion, and the account starts a new, empty cart.
 */
export async function closeCartForOrder(tx: DbOrTx, userId: string, orderId: string) {
  // One statement. The cart is locked first (\`old\`, its latest values): the emptying joins it, so it
  // runs after the lock, and the reminder is looked up by the id the cart had.
  await tx.execute(sql`
    with old as (
      select ${carts.cartId} as cart_id, ${carts.remindedAt} as reminded_at
      from ${carts} where ${carts.userId} = ${userId} for update),
    recovered as (
      update ${cartReminders} set order_id = ${orderId}, recovered_at = now()
      from old
      where old.reminded_at is not null and ${cartReminders.cartId} = old.cart_id
        and ${cartReminders.orderId} is null)
    update ${carts} set lines = '[]'::jsonb, item_count = 0, cart_id = gen_random_uuid(),
      reminded_at = null, updated_at = now()
    from old where ${carts.userId} = ${userId}`)
}
