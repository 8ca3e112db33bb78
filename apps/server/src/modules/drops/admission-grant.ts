import { DROP_ADMISSION_MINUTES } from '@rdo/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { dropAdmissions, productDrops } from '../../db/schema/drops.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { releaseExpiredLocked } from './admission-release.ts'
import { decidePendingDraws, stillWriting } from './drop-draw.ts'
import type { AdmissionRow } from './drop-dto.ts'
import { DropRefusal, heldUnitsSql, refusals, remainingStockSql, unitsOrderedSql } from './drop-rules.ts'

/** A customer asking for a place of `units` units. */
export type Ask = { userId: string; units: number }
/** A place (new or the customer's live one), a refusal, or null: no units left for it. */
export type Answer = AdmissionRow | DropRefusal | null

/** Tries when the stock moved under the step (an order taking the last units meanwhile). */
const TRIES = 3

/**
 * The locked step for a group of customers, in line order, in one transaction of a few statements
 * whatever the group's size: lock the drop, read every customer's standing and the units left, decide
 * in order, check once more that the units granted still fit and write the places with one insert. A
 * customer with a live place gets it back; one whose orders and ask would pass the drop's limit is
 * refused; the others get a place while units are left, in turn. When units run short, lapsed places
 * are swept (at most once a second per drop) and the group decided again. An opening draw not decided
 * yet goes first: decided in the same step when it can be, else the group waits for it.
 */
export async function grantMany(
  ctx: AppContext,
  dropId: string,
  asks: Ask[],
  notFound: () => NotFound,
): Promise<Answer[]> {
  for (;;) {
    const answers = await ctx.db.transaction(async (tx) => {
      const drop = await lockForGrant(tx, dropId)
      if (!drop) throw notFound()
      // An opening draw's arrivals go before anyone who came after them, on every instance.
      if (drop.pending && !(await decidePendingDraws(ctx, tx, dropId, drop))) return null
      return grantLocked(ctx, tx, dropId, drop, asks)
    })
    if (answers) return answers
    await new Promise((r) => setTimeout(r, DRAW_WAIT_MS))
  }
}

/** Decides the drop's opening draw if it is due (the instances waiting for it call this). */
export async function settleDraws(ctx: AppContext, dropId: string, db: Db = ctx.db): Promise<void> {
  await db.transaction(async (tx) => {
    const drop = await lockForGrant(tx, dropId)
    if (drop?.pending) await decidePendingDraws(ctx, tx, dropId, drop)
  })
}

/** How often a group waits to see an opening draw decided. */
const DRAW_WAIT_MS = 40

export type LockedDrop = { productId: string; limit: number; pending: boolean }

/**
 * Locks the drop's row, with whether an opening draw is still to decide (arrivals written and not
 * decided, or an instance taking part that has not written its arrivals yet).
 */
async function lockForGrant(tx: Tx, dropId: string): Promise<LockedDrop | undefined> {
  const [drop] = await tx
    .select({
      productId: productDrops.productId,
      limit: productDrops.perCustomerLimit,
      pending: sql<boolean>`exists (select 1 from drop_draw_entries e
          where e.drop_id = ${productDrops.id} and e.outcome is null)
        or exists (select 1 from drop_draw_instances i where i.drop_id = ${productDrops.id}
          and ${stillWriting(sql`i`)})`,
    })
    .from(productDrops)
    .where(eq(productDrops.id, dropId))
    .for('update')
  return drop
}

/** The group decided with the drop locked (see `grantMany`). */
export async function grantLocked(
  ctx: AppContext,
  tx: Tx,
  dropId: string,
  drop: LockedDrop,
  asks: Ask[],
): Promise<Answer[]> {
  let swept = false
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const standing = await readStanding(tx, dropId, drop.productId, asks)
    const decided = decide(asks, standing, drop.limit)
    if (decided.short && !swept && ctx.runtimes.drops.pulse.claimReleaseTurn(dropId)) {
      swept = true
      if (await releaseExpiredLocked(tx, dropId)) continue
    }
    if (!decided.grants.length) return decided.answers(new Map())
    if (!(await stillFits(tx, dropId, drop.productId, decided.units))) continue
    const rows = await place(tx, dropId, decided.grants)
    return decided.answers(new Map(rows.map((r) => [r.userId, r])))
  }
  // The stock kept moving: nobody in this group gets a place this time.
  return asks.map(() => null)
}

type Standing = { admission: AdmissionRow | null; live: boolean; ordered: number }

/** Under the lock (a fresh snapshot): each customer's place and units ordered, and the units free. */
async function readStanding(tx: Tx, dropId: string, productId: string, asks: Ask[]) {
  const ids = [...new Set(asks.map((a) => a.userId))]
  const rows = await tx
    .select({
      userId: user.id,
      admission: dropAdmissions,
      live: sql<boolean>`coalesce(${dropAdmissions.status} = 'active' and ${dropAdmissions.expiresAt} > now(), false)`,
      ordered: sql<number>`${unitsOrderedSql(user.id, productId)}`.mapWith(Number),
      free: sql<number>`(${remainingStockSql(productId)}) - ${heldUnitsSql(dropId)}`.mapWith(Number),
    })
    .from(user)
    .leftJoin(dropAdmissions, and(eq(dropAdmissions.dropId, dropId), eq(dropAdmissions.userId, user.id)))
    .where(inArray(user.id, ids))
  const free = rows[0]?.free ?? 0
  return { free, of: new Map<string, Standing>(rows.map((r) => [r.userId, r])) }
}

type Grant = { userId: string; units: number }

/** The group decided in line order against the units free. */
function decide(asks: Ask[], standing: Awaited<ReturnType<typeof readStanding>>, limit: number) {
  let free = standing.free
  let units = 0
  let short = false
  const grants: Grant[] = []
  const early = new Map<string, AdmissionRow | DropRefusal | null | 'granted'>()
  for (const ask of asks) {
    if (early.has(ask.userId)) continue
    const s = standing.of.get(ask.userId)
    if (!s) early.set(ask.userId, null)
    else if (s.live) early.set(ask.userId, s.admission)
    else if (s.ordered + ask.units > limit) early.set(ask.userId, refusals.limitReached(limit))
    else {
      // A lapsed place still counted as held hands its units back in the same step.
      const stale = s.admission?.status === 'active' ? s.admission.units : 0
      const need = ask.units - stale
      if (need <= free) {
        free -= need
        units += need
        grants.push({ userId: ask.userId, units: ask.units })
        early.set(ask.userId, 'granted')
      } else {
        short = true
        early.set(ask.userId, null)
      }
    }
  }
  return {
    grants,
    units,
    short,
    answers: (placed: Map<string, AdmissionRow>): Answer[] =>
      asks.map((a) => {
        const e = early.get(a.userId) ?? null
        return e === 'granted' ? (placed.get(a.userId) ?? null) : e
      }),
  }
}

/**
 * Whether the units still fit in the stock left besides what places hold, read afresh: an order
 * without a drop place (or a stock edit) may have taken stock since the standing was read. Orders
 * that use a place take their stock and give up their held units in one commit, which changes nothing
 * here.
 */
async function stillFits(tx: Tx, dropId: string, productId: string, units: number) {
  const { rows } = await tx.execute<{ fits: boolean }>(sql`
    select ${heldUnitsSql(dropId)} + ${units} <= ${remainingStockSql(productId)} as fits`)
  return rows[0]?.fits === true
}

/** The places, new or given again with a new arrival number, in line order. */
async function place(tx: Tx, dropId: string, grants: Grant[]) {
  const expiresAt = sql`now() + make_interval(mins => ${DROP_ADMISSION_MINUTES})`
  return tx
    .insert(dropAdmissions)
    .values(
      grants.map((g) => ({ dropId, userId: g.userId, units: g.units, status: 'active' as const, expiresAt })),
    )
    .onConflictDoUpdate({
      target: [dropAdmissions.dropId, dropAdmissions.userId],
      set: {
        units: sql`excluded.units`,
        status: 'active',
        orderId: null,
        expiresAt,
        position: sql`nextval(pg_get_serial_sequence('drop_admissions', 'position'))`,
        createdAt: sql`now()`,
      },
    })
    .returning()
}
