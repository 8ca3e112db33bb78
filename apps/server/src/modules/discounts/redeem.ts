import { eq, sql } from 'drizzle-orm'
import { DISCOUNT_ERROR_CODES, DISCOUNT_MESSAGES, type DiscountRefusal } from '@rdo/contracts'
import type { DbOrTx, Tx } from '../../db/client.ts'
import { discountCodes, discountRedemptions } from '../../db/schema/discounts.ts'
import { Conflict } from '../../lib/errors.ts'
import { isEligible, type DiscountTerms, type EligibilityLine } from './eligibility.ts'

export type DiscountCode = typeof discountCodes.$inferSelect

export type DiscountCheck =
  | { ok: true; code: DiscountCode; discount: DiscountTerms }
  | { ok: false; refusal: DiscountRefusal; message: string }

const refuse = (refusal: DiscountRefusal, message: string = DISCOUNT_MESSAGES[refusal] as string) =>
  ({ ok: false, refusal, message }) as const

/** What the pricing needs of a code. */
export const pricingDiscountOf = (c: DiscountCode): DiscountTerms => ({
  kind: c.kind,
  percentOff: c.percentOff,
  amountOffCents: c.amountOffCents,
  scope: c.scope,
  productIds: c.productIds,
  categoryIds: c.categoryIds,
  allowDropProducts: c.allowDropProducts,
})

export type FoundCode = { code: DiscountCode; started: boolean; ended: boolean; mine: number }
export type CheckLine = EligibilityLine & { unitPriceCents: number; quantity: number }

/**
 * A typed code (any case) with what its check needs of the moment: whether its window has started or
 * ended (by the database's clock) and how many times this customer has used it. Null when unknown.
 */
export async function findCodeFor(db: DbOrTx, typed: string, userId: string): Promise<FoundCode | null> {
  const [found] = await db
    .select({
      code: discountCodes,
      started: sql<boolean>`${discountCodes.startsAt} is null or ${discountCodes.startsAt} <= now()`,
      ended: sql<boolean>`${discountCodes.endsAt} is not null and ${discountCodes.endsAt} <= now()`,
      // The customer's own uses, in the same round trip (the index on code and customer serves it).
      // Qualified by hand: in a one-table select drizzle writes its columns unqualified.
      mine: sql<number>`case when ${discountCodes}.per_customer_limit is null then 0 else (
        select count(*)::int from ${discountRedemptions} r
        where r.code_id = ${discountCodes}.id and r.user_id = ${userId}) end`,
    })
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = ${typed.trim().toUpperCase()}`)
  return found ?? null
}

/**
 * Whether a code applies to this customer's cart, checked in a fixed order so the customer hears the
 * first reason (docs/discounts.md#validation): unknown or switched off; outside its window (not
 * started yet reads as unknown: an announced code is not valid early); total cap reached; the
 * customer's own cap reached; nothing in the cart it applies to; the eligible subtotal below its
 * minimum. Decides only; placing the order takes the use (redeemDiscount).
 */
export function judgeCode(found: FoundCode | null, lines: CheckLine[]): DiscountCheck {
  if (!found || !found.code.active || !found.started) return refuse('invalid')
  const { code } = found
  if (found.ended) return refuse('expired')
  if (code.usageLimit !== null && code.uses >= code.usageLimit) return refuse('usageLimit')
  if (code.perCustomerLimit !== null && found.mine >= code.perCustomerLimit) return refuse('alreadyUsed')
  const discount = pricingDiscountOf(code)
  const eligible = lines.filter((l) => isEligible(l, discount))
  if (!eligible.length) return refuse('notApplicable')
  const eligibleSubtotal = eligible.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)
  if (eligibleSubtotal < code.minSubtotalCents) {
    return refuse('minimum', DISCOUNT_MESSAGES.minimum(code.minSubtotalCents))
  }
  return { ok: true, code, discount }
}

/** A refused code as the 409 placing an order answers with. */
export function discountRefused(check: Extract<DiscountCheck, { ok: false }>) {
  return new Conflict(check.message, DISCOUNT_ERROR_CODES[check.refusal])
}

/**
 * Takes one use of the code for the order, inside the order's transaction: one conditional update
 * (`uses < usage_limit`), so concurrent checkouts for the last use queue on the code's row and only
 * the first gets it; the others are refused with 'This code has reached its usage limit' and their
 * transaction rolls back whole. Call after the order's stock is reserved (locks: stock, then code).
 */
export async function redeemDiscount(
  tx: Tx,
  input: { codeId: string; orderId: string; userId: string; discountCents: number },
) {
  const taken = await tx.execute(sql`
    update discount_codes set uses = uses + 1
    where id = ${input.codeId} and active and (usage_limit is null or uses < usage_limit)
    returning id`)
  if (!taken.rows.length) {
    throw new Conflict(DISCOUNT_MESSAGES.usageLimit, DISCOUNT_ERROR_CODES.usageLimit)
  }
  await tx.insert(discountRedemptions).values({
    codeId: input.codeId,
    orderId: input.orderId,
    userId: input.userId,
    discountCents: input.discountCents,
  })
}

/**
 * Gives an unpaid order's use back (it expired, was cancelled or superseded): its redemption goes and
 * the code's count drops by one. Idempotent: an order without a redemption changes nothing. Call in
 * the transaction that moves the order out of pending_payment, after releasing its stock.
 */
export async function releaseDiscount(tx: Tx, orderId: string) {
  const released = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .returning({ codeId: discountRedemptions.codeId })
  for (const { codeId } of released) {
    await tx
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
      .where(eq(discountCodes.id, codeId))
  }
}
