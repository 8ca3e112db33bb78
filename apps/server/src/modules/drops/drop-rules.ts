import {
  DROP_MESSAGES,
  DROP_MIN_ACCOUNT_AGE_MINUTES,
  HOLDER_MINIMUM,
  type DropRefusalReason,
} from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import { AppError } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { reachesMinimum, walletOf } from '../wallets/index.ts'
import { plainAmount, type DropRow } from './drop-dto.ts'

/**
 * A buyer turned away from a drop: a 4xx in the usual error shape, with the reason the admin counts.
 * `scripted`: only a script provokes it (a person pressing Buy never does), so it is answered after the
 * hold (`limit-hold.ts`).
 */
export class DropRefusal extends AppError {
  constructor(
    statusCode: 403 | 409 | 429,
    code: string,
    message: string,
    readonly reason: DropRefusalReason,
    readonly scripted = false,
  ) {
    super(statusCode, code, message)
  }
}

export const refusals = {
  notStarted: () => new DropRefusal(403, 'NOT_STARTED', DROP_MESSAGES.notStarted, 'not_started'),
  holdersOnly: (min: string) =>
    new DropRefusal(403, 'HOLDERS_ONLY', DROP_MESSAGES.holdersOnly(min), 'holders_only'),
  holderWalletUsed: () =>
    new DropRefusal(403, 'HOLDER_WALLET_USED', DROP_MESSAGES.holderWalletUsed, 'holders_only'),
  soldOut: () => new DropRefusal(409, 'SOLD_OUT', DROP_MESSAGES.soldOut, 'sold_out'),
  limitReached: (n: number) =>
    new DropRefusal(409, 'LIMIT_REACHED', DROP_MESSAGES.limitReached(n), 'limit_reached'),
  admissionRequired: () =>
    new DropRefusal(403, 'ADMISSION_REQUIRED', DROP_MESSAGES.admissionRequired, 'no_admission', true),
  admissionExpired: () =>
    new DropRefusal(403, 'ADMISSION_EXPIRED', DROP_MESSAGES.admissionExpired, 'no_admission'),
  accountTooNew: () =>
    new DropRefusal(
      403,
      'ACCOUNT_TOO_NEW',
      DROP_MESSAGES.accountTooNew(DROP_MIN_ACCOUNT_AGE_MINUTES),
      'account_too_new',
      true,
    ),
  tooManyAttempts: () =>
    new DropRefusal(429, 'RATE_LIMITED', DROP_MESSAGES.tooManyAttempts, 'rate_limited', true),
}

/** The holder minimum a drop asks for during its holder window (the wallets' minimum unless set). */
export const holderMinimumOf = (drop: DropRow) => plainAmount(drop.holderMinimum) ?? String(HOLDER_MINIMUM)

export function windowPhase(
  drop: Pick<DropRow, 'startsAt' | 'holderStartsAt'>,
  now = new Date(),
): 'closed' | 'holders' | 'open' {
  if (now >= drop.startsAt) return 'open'
  return drop.holderStartsAt && now >= drop.holderStartsAt ? 'holders' : 'closed'
}

/**
 * Who may buy now: nobody before the holder window (or the start without one), holders of the drop's
 * minimum (the server's own reading of their linked wallet, at this moment) during the window, everyone
 * from the start. A wallet lets one account in per drop: the first account it admits is tied to it
 * (`drop_holder_claims`), so unlinking it and linking it to another account admits nobody else.
 */
export async function assertWindowOpen(ctx: AppContext, drop: DropRow, userId: string, now = new Date()) {
  const phase = windowPhase(drop, now)
  if (phase === 'closed') throw refusals.notStarted()
  if (phase === 'open') return
  const minimum = holderMinimumOf(drop)
  const wallet = await walletOf(ctx, userId)
  const { status, amount } = wallet?.balance ?? { status: 'none', amount: null }
  if (!wallet || status !== 'ok' || amount === null || !reachesMinimum(amount, Number(minimum)))
    throw refusals.holdersOnly(minimum)
  const claim = () =>
    ctx.db.execute<{ user_id: string }>(sql`
    with claimed as (
      insert into drop_holder_claims (drop_id, address, user_id) values (${drop.id}, ${wallet.address}, ${userId})
      on conflict do nothing returning user_id)
    select user_id from claimed
    union all select user_id from drop_holder_claims where drop_id = ${drop.id} and address = ${wallet.address}`)
  // A claim committed while this one waited is seen by the next statement only.
  const holder = (await claim()).rows[0] ?? (await claim()).rows[0]
  if (holder?.user_id !== userId) throw refusals.holderWalletUsed()
}

/**
 * Units of the product in the customer's orders that still count (every status but cancelled): the
 * per-customer limit covers what they already bought as well as what they hold.
 */
/** Units of a product a customer has ordered, cancelled orders aside (SQL, for one statement). */
export const unitsOrderedSql = (userId: unknown, productId: unknown) => sql`(
  select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
  where o.user_id = ${userId} and i.product_id = ${productId} and o.status <> 'cancelled')`

/**
 * Units a drop's places hold that no order has used yet: the active admissions' units, lapsed ones not
 * yet swept included (a new place for the same customer replaces them). Counted, not kept on the
 * drop's row, so an order using its place changes no row that every other order changes too.
 */
export const heldUnitsSql = (dropId: unknown) => sql`(
  select coalesce(sum(a.units), 0)::int from drop_admissions a
  where a.drop_id = ${dropId} and a.status = 'active')`

/** The product's stock left to sell: its sizes' stock, or its own without sizes (SQL, for one statement). */
export const remainingStockSql = (productId: unknown) => sql`coalesce(
  (select sum(v.stock) from product_variants v where v.product_id = ${productId}),
  (select p.stock from products p where p.id = ${productId}))`
