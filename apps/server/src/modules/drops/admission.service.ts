import {
  DROP_ADMISSION_MINUTES,
  DROP_MESSAGES,
  DROP_MIN_ACCOUNT_AGE_MINUTES,
  type DropAdmission,
} from '@rdo/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { products } from '../../db/schema/catalog.ts'
import { dropAdmissions, dropNotifyRequests, productDrops } from '../../db/schema/drops.ts'
import { isUuid } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { lockDrop, releaseExpiredLocked } from './admission-release.ts'
import { toAdmission, type AdmissionRow, type DropRow } from './drop-dto.ts'
import { enterOpeningDraw, inTurn } from './drop-line.ts'
import {
  claimReleaseTurn,
  markAvailable,
  markSoldOut,
  placeOf,
  recentlySoldOut,
  rememberPlace,
  soldOutNow,
} from './drop-pulse.ts'
import { assertWindowOpen, refusals, remainingStockSql, unitsOrdered, windowPhase } from './drop-rules.ts'

export const dropNotFound = () => new NotFound(DROP_MESSAGES.dropNotFound, 'DROP_NOT_FOUND')

const isTooNew = (createdAt: Date, now = new Date()) =>
  now.getTime() - createdAt.getTime() < DROP_MIN_ACCOUNT_AGE_MINUTES * 60_000

const isLive = (a: AdmissionRow, now = new Date()) => a.status === 'active' && a.expiresAt > now

/** The drop (of an active product), the caller's account age and their admission, in one read. */
async function readArrival(ctx: AppContext, dropId: string, userId: string) {
  if (!isUuid(dropId)) return null
  const [row] = await ctx.db
    .select({ drop: productDrops, accountCreatedAt: user.createdAt, admission: dropAdmissions })
    .from(productDrops)
    .innerJoin(products, and(eq(products.id, productDrops.productId), eq(products.active, true)))
    .innerJoin(user, eq(user.id, userId))
    .leftJoin(
      dropAdmissions,
      and(eq(dropAdmissions.dropId, productDrops.id), eq(dropAdmissions.userId, userId)),
    )
    .where(eq(productDrops.id, dropId))
  return row ?? null
}

/**
 * Adds `units` to the drop's held units only while they fit in the product's stock left: the one
 * statement that decides who gets a place. `stale` units of the caller's own lapsed admission (still
 * counted as held) are handed back in the same step.
 */
async function hold(tx: Tx, drop: DropRow, units: number, stale: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update product_drops set held_units = held_units - ${stale} + ${units}
    where id = ${drop.id}
      and held_units - ${stale} + ${units} <= ${remainingStockSql(drop.productId)}
    returning held_units`)
  return rows.length > 0
}

/** The caller's place: a new one, or their lapsed or used one given again with a new arrival number. */
async function upsertAdmission(tx: Tx, dropId: string, userId: string, units: number) {
  const expiresAt = sql`now() + make_interval(mins => ${DROP_ADMISSION_MINUTES})`
  const [row] = await tx
    .insert(dropAdmissions)
    .values({ dropId, userId, units, status: 'active', expiresAt })
    .onConflictDoUpdate({
      target: [dropAdmissions.dropId, dropAdmissions.userId],
      set: {
        units,
        status: 'active',
        orderId: null,
        expiresAt,
        position: sql`nextval(pg_get_serial_sequence('drop_admissions', 'position'))`,
        createdAt: sql`now()`,
      },
    })
    .returning()
  return row!
}

/** The locked step: the caller's place, or null when the drop has no units left for it. */
async function grant(ctx: AppContext, drop: DropRow, userId: string, units: number) {
  return ctx.db.transaction(async (tx): Promise<AdmissionRow | null> => {
    if (!(await lockDrop(tx, drop.id))) throw dropNotFound()
    // Read after the lock: another tab of the same customer may have just been admitted.
    const [mine] = await tx
      .select({ row: dropAdmissions, live: sql<boolean>`status = 'active' and expires_at > now()` })
      .from(dropAdmissions)
      .where(and(eq(dropAdmissions.dropId, drop.id), eq(dropAdmissions.userId, userId)))
    if (mine?.live) return mine.row
    // Again under the lock: an order of another tab may have used a place since the first check.
    const limit = drop.perCustomerLimit
    if ((await unitsOrdered(tx, userId, drop.productId)) + units > limit) throw refusals.limitReached(limit)
    const stale = mine?.row.status === 'active' ? mine.row.units : 0
    if (await hold(tx, drop, units, stale)) return upsertAdmission(tx, drop.id, userId, units)
    // Refused: lapsed admissions may be holding units nobody will buy. Sweep them (not on every
    // refusal: at most once a second per drop) and try once more; the sweep commits either way.
    if (!claimReleaseTurn(drop.id) || !(await releaseExpiredLocked(tx, drop.id))) return null
    return (await hold(tx, drop, units, 0)) ? upsertAdmission(tx, drop.id, userId, units) : null
  })
}

/**
 * The customer's turn at the locked step, after everyone this process lined up before them. A drop
 * found sold out meanwhile answers at once, without the database.
 */
function takeTurn(ctx: AppContext, drop: DropRow, userId: string, units: number) {
  return inTurn(drop.id, async () => {
    if (soldOutNow(drop.id)) return null
    const granted = await grant(ctx, drop, userId, units)
    if (granted) {
      rememberPlace(granted)
      markAvailable(drop.id)
    } else markSoldOut(drop.id)
    return granted
  })
}

/**
 * A place in the drop's checkout for `quantity` units, the same one for every tab and device of the
 * customer while it lasts. Arrivals in a window's opening draw are served in random order, later ones
 * first come first served. Refusals are DropRefusal (4xx) errors.
 */
export async function requestAdmission(
  ctx: AppContext,
  input: { dropId: string; userId: string; quantity: number },
): Promise<DropAdmission> {
  const { dropId, userId, quantity } = input
  const held = placeOf(dropId, userId)
  if (held) return toAdmission(held)
  // During the rush, thousands are told this from memory, without a query.
  if (recentlySoldOut(dropId)) throw refusals.soldOut()
  const found = await readArrival(ctx, dropId, userId)
  if (!found) throw dropNotFound()
  const { drop, admission, accountCreatedAt } = found
  const now = new Date()
  if (admission && isLive(admission, now)) return toAdmission(admission)
  const phase = windowPhase(drop, now)
  if (phase === 'closed') throw refusals.notStarted()
  if (isTooNew(accountCreatedAt, now)) throw refusals.accountTooNew()
  await assertWindowOpen(ctx, drop, userId, now)
  const limit = drop.perCustomerLimit
  if ((await unitsOrdered(ctx.db, userId, drop.productId)) + quantity > limit) {
    throw refusals.limitReached(limit)
  }
  const opensAt = phase === 'open' ? drop.startsAt : drop.holderStartsAt!
  const take = () => takeTurn(ctx, drop, userId, quantity)
  const granted = await (enterOpeningDraw(drop.id, opensAt, userId, take, now.getTime()) ?? take())
  if (!granted) throw refusals.soldOut()
  return toAdmission(granted)
}

/** Records that the caller wants to hear when the drop opens (asking twice is the same as once). */
export async function requestNotify(ctx: AppContext, dropId: string, userId: string) {
  if (!isUuid(dropId)) throw dropNotFound()
  const [drop] = await ctx.db
    .select({ id: productDrops.id })
    .from(productDrops)
    .where(eq(productDrops.id, dropId))
  if (!drop) throw dropNotFound()
  await ctx.db.insert(dropNotifyRequests).values({ dropId, userId }).onConflictDoNothing()
}
