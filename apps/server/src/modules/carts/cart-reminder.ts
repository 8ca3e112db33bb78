import { formatCents } from '@rdo/contracts'
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { cartReminders, carts } from '../../db/schema/carts.ts'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import { unsubscribeUrl } from '../email/index.ts'
import type { AppContext } from '../../types.ts'
import { describeLines } from './cart-lines.ts'
import { readMarketingSettings } from './marketing-settings.ts'

export const CART_REMINDER_JOB = 'cart.reminders'
export const CART_REMINDER_TEMPLATE = 'abandoned-cart'
/** A cart left longer than this is not chased any more. */
const STALE_DAYS = 7
const BATCH = 100

/** The customer's marketing consent: an active subscription of the account's address with offers on. */
const consentOf = (db: DbOrTx, email: string) =>
  db
    .select()
    .from(marketingSubscribers)
    .where(
      and(
        eq(marketingSubscribers.email, email.toLowerCase()),
        eq(marketingSubscribers.status, 'active'),
        sql`coalesce((${marketingSubscribers.preferences}->>'promotional')::boolean, false)`,
      ),
    )
    .limit(1)

/**
 * Sends the one reminder of one cart, in one transaction: the cart is locked and checked again (still
 * left, still not reminded, the customer still consenting), the reminder row (one per cart, by a unique
 * key) and the outbox message are written and the cart is marked. Returns whether a reminder went out.
 */
async function remindCart(ctx: AppContext, userId: string, cutoff: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [cart] = await tx
      .select()
      .from(carts)
      .where(
        and(
          eq(carts.userId, userId),
          isNull(carts.remindedAt),
          gt(carts.itemCount, 0),
          lte(carts.updatedAt, cutoff),
        ),
      )
      .for('update')
    if (!cart) return false
    const [account] = await tx.select().from(user).where(eq(user.id, userId))
    const [subscriber] = account ? await consentOf(tx, account.email) : []
    if (!account || !subscriber) return false
    const lines = await describeLines(tx, cart.lines)
    if (!lines.length) return false
    const value = lines.reduce((n, l) => n + l.price_cents * l.quantity, 0)
    const [reminder] = await tx
      .insert(cartReminders)
      .values({
        cartId: cart.cartId,
        userId,
        itemCount: lines.reduce((n, l) => n + l.quantity, 0),
        valueCents: value,
      })
      .onConflictDoNothing({ target: cartReminders.cartId })
      .returning()
    await tx
      .update(carts)
      .set({ remindedAt: sql`now()` })
      .where(eq(carts.userId, userId))
    if (!reminder) return false
    const unsubscribe = unsubscribeUrl(ctx.config, subscriber.unsubscribeToken)
    const messageId = await ctx.mailer.enqueueTemplate(
      {
        template: CART_REMINDER_TEMPLATE,
        to: account.email,
        userId,
        idempotencyKey: `${CART_REMINDER_TEMPLATE}:${cart.cartId}`,
        data: {
          first_name: subscriber.firstName || account.name.trim().split(/\s+/)[0] || 'there',
          items: lines.map((l) => ({
            product_name: l.name,
            quantity: l.quantity,
            price: formatCents(l.price_cents * l.quantity),
            image_url: l.image_url ?? '',
          })),
          subtotal: formatCents(value),
          cart_url: `${ctx.config.APP_URL}/cart`,
          unsubscribe_url: unsubscribe,
        },
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      tx,
    )
    await tx.update(cartReminders).set({ emailMessageId: messageId }).where(eq(cartReminders.id, reminder.id))
    return true
  })
}

/**
 * The reminder scan: carts with items, not reminded, untouched for the configured minutes (and not
 * older than a week), of customers who consent, in batches of 100 along the partial index. Returns
 * how many reminders it sent.
 */
export async function sendCartReminders(ctx: AppContext): Promise<number> {
  const settings = await readMarketingSettings(ctx.db)
  if (!settings.abandoned_cart_enabled) return 0
  const [{ now }] = (await ctx.db.execute<{ now: string }>(sql`select now()::text as now`)).rows as [
    { now: string },
  ]
  const cutoff = new Date(new Date(now).getTime() - settings.abandoned_cart_minutes * 60_000)
  const oldest = new Date(new Date(now).getTime() - STALE_DAYS * 86_400_000)
  let sent = 0
  let after: { at: string; userId: string } | null = null
  for (;;) {
    // The cursor keeps the time as the database's text: a Date would drop its microseconds.
    const batch: { userId: string; updatedAt: string }[] = await ctx.db
      .select({ userId: carts.userId, updatedAt: sql<string>`${carts.updatedAt}::text` })
      .from(carts)
      .innerJoin(user, eq(user.id, carts.userId))
      .innerJoin(
        marketingSubscribers,
        and(
          eq(marketingSubscribers.email, sql`lower(${user.email})`),
          eq(marketingSubscribers.status, 'active'),
        ),
      )
      .where(
        and(
          isNull(carts.remindedAt),
          gt(carts.itemCount, 0),
          lte(carts.updatedAt, cutoff),
          gt(carts.updatedAt, oldest),
          after
            ? sql`(${carts.updatedAt}, ${carts.userId}) > (${after.at}::timestamptz, ${after.userId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(carts.updatedAt, carts.userId)
      .limit(BATCH)
    for (const row of batch) {
      try {
        if (await remindCart(ctx, row.userId, cutoff)) sent += 1
      } catch (err) {
        ctx.log.error('Cart reminder failed', { userId: row.userId, err })
      }
    }
    if (batch.length < BATCH) return sent
    const last = batch.at(-1)!
    after = { at: last.updatedAt, userId: last.userId }
  }
}
