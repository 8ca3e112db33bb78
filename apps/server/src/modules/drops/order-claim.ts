import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { dropAdmissions, productDrops } from '../../db/schema/drops.ts'
import { isUuid } from '../../lib/access.ts'
import { createBatchLoader } from '../../lib/batch-loader.ts'
import type { AppContext } from '../../types.ts'
import type { DropPulse } from './drop-pulse.ts'
import { assertWindowOpen, DropRefusal, refusals, unitsOrderedSql, windowPhase } from './drop-rules.ts'

export type ClaimLine = { productId: string; quantity: number }

async function counted<T>(pulse: DropPulse, dropId: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof DropRefusal) pulse.countRefusal(dropId, err.reason)
    throw err
  }
}

type Precheck = {
  drop_id: string
  starts_at: Date
  holder_starts_at: Date | null
  per_customer_limit: number
  ordered: number
  status: 'active' | 'ordered' | 'expired' | null
  units: number | null
  live: boolean | null
}

/** Customers' products read in one query at most. */
const MAX_PRECHECK_BATCH = 100
/** Precheck queries running at once at most (lib/batch-loader.ts). */
const PRECHECK_QUERIES = 2

/**
 * The app's reader of order prechecks (one per app, in `ctx.runtimes.drops`): for a customer and a
 * product, the product's drop with the customer's place and units ordered; null when the product has
 * no drop. At a drop's opening the scripts send thousands of orders without a place; their reads go
 * together, one query for up to 100 at most two at once, instead of one query each queued in the
 * shared pool ahead of the buyers' own reads. Nothing is remembered between batches.
 */
export function createPrecheckReader(db: Db) {
  const loader = createBatchLoader<string, Precheck | null>(
    async (keys) => {
      const pairs = keys.map((k) => k.split(' ') as [string, string])
      const { rows } = await db.execute<Precheck & { user_id: string; product_id: string }>(sql`
        select k.user_id, d.product_id, d.id as drop_id, d.starts_at, d.holder_starts_at,
          d.per_customer_limit, ${unitsOrderedSql(sql`k.user_id`, sql`d.product_id`)} as ordered,
          a.status, a.units, a.expires_at > now() as live
        from unnest(${`{${pairs.map(([u]) => u).join(',')}}`}::uuid[],
                    ${`{${pairs.map(([, p]) => p).join(',')}}`}::uuid[]) as k(user_id, product_id)
        join product_drops d on d.product_id = k.product_id
        left join drop_admissions a on a.drop_id = d.id and a.user_id = k.user_id`)
      const found = new Map(rows.map((r) => [`${r.user_id} ${r.product_id}`, r]))
      return keys.map((k) => found.get(k) ?? null)
    },
    { maxBatch: MAX_PRECHECK_BATCH, inFlight: PRECHECK_QUERIES },
  )
  return {
    read: (userId: string, productId: string) => loader.load(`${userId} ${productId}`),
  }
}

/**
 * The drop rules an order can be refused by without a transaction, read in one batched query (above)
 * before the order takes any lock: bots sending orders without a place are turned away here, at the
 * cost of a share of one read, instead of holding a connection through an order's transaction. A
 * customer holding a place this app granted skips the read (the winners of a rush save its round
 * trip). The
 * same rules (and the holder check, left to it) are applied again in the order's transaction by
 * `claimDropAdmissions`. Returns the refusal (counted), with whether the customer has ordered the
 * drop's product before (only then can the order be a retry of one already placed); null when
 * nothing refuses it here.
 */
export async function precheckDropOrder(
  ctx: AppContext,
  userId: string,
  lines: ClaimLine[],
): Promise<{ refusal: DropRefusal; ordered: boolean } | null> {
  // Product ids as the database writes them (a uuid may arrive in capitals), so each finds its row.
  const wanted = new Map<string, number>()
  for (const l of lines) {
    const id = l.productId.toLowerCase()
    wanted.set(id, (wanted.get(id) ?? 0) + l.quantity)
  }
  const ids = [...wanted.keys()].filter(isUuid)
  if (!ids.length) return null
  const { pulse, prechecks } = ctx.runtimes.drops
  // A buyer this app gave a live place for every product, enough units for each, is not a script
  // sending orders without one: the order goes straight to its transaction, which judges it in full.
  const now = new Date()
  const placed = ids.every((id) => (pulse.placeForProduct(id, userId, now)?.units ?? 0) >= wanted.get(id)!)
  if (placed) return null
  const rows = await Promise.all(ids.map((id) => prechecks.read(userId, id)))
  for (const [i, r] of rows.entries()) {
    if (!r) continue
    const refusal = precheckRefusal(r, wanted.get(ids[i]!)!)
    if (refusal) {
      pulse.countRefusal(r.drop_id, refusal.reason)
      return { refusal, ordered: r.ordered > 0 || r.status === 'ordered' }
    }
  }
  return null
}

function precheckRefusal(r: Precheck, units: number): DropRefusal | null {
  const phase = windowPhase({
    startsAt: new Date(r.starts_at),
    holderStartsAt: r.holder_starts_at && new Date(r.holder_starts_at),
  })
  if (phase === 'closed') return refusals.notStarted()
  // The holder window needs the wallet check: left to the transaction.
  if (phase === 'holders') return null
  if (r.ordered + units > r.per_customer_limit) return refusals.limitReached(r.per_customer_limit)
  if (!r.status || r.status === 'ordered' || (r.units ?? 0) < units) return refusals.admissionRequired()
  if (r.status !== 'active' || !r.live) return refusals.admissionExpired()
  return null
}

/**
 * The drops of the ordered products, each with the customer's units ordered and their place, read inside
 * the order's transaction (the customer's own orders cannot move meanwhile: their placements run one at
 * a time). The customer's places are locked first, by a statement sent just ahead of the read: once read
 * live they stay so until the order's commit, which can then go out with the order's writes. Both are
 * sent at once, to share the round trip of the order's other first reads; judged by
 * `claimDropAdmissions`.
 */
export function readDropClaims(tx: Tx, userId: string, productIds: string[]) {
  if (!productIds.length) return Promise.resolve([])
  const drops = tx
    .select({ id: productDrops.id })
    .from(productDrops)
    .where(inArray(productDrops.productId, productIds))
  const lock = tx
    .select({ dropId: dropAdmissions.dropId })
    .from(dropAdmissions)
    .where(and(eq(dropAdmissions.userId, userId), inArray(dropAdmissions.dropId, drops)))
    .for('update')
    .execute()
  const read = tx
    .select({
      drop: productDrops,
      ordered: sql<number>`${unitsOrderedSql(userId, productDrops.productId)}`.mapWith(Number),
      admission: { status: dropAdmissions.status, units: dropAdmissions.units },
      live: sql<boolean>`coalesce(${dropAdmissions.expiresAt} > now(), false)`,
    })
    .from(productDrops)
    .leftJoin(
      dropAdmissions,
      and(eq(dropAdmissions.dropId, productDrops.id), eq(dropAdmissions.userId, userId)),
    )
    .where(inArray(productDrops.productId, productIds))
    .orderBy(asc(productDrops.id))
    .execute()
  return Promise.all([lock, read]).then(([, rows]) => rows)
}

export type DropClaims = Awaited<ReturnType<typeof readDropClaims>>

/**
 * The drop rules of an order, in the order's transaction, judged on its drops as `readDropClaims` read
 * them: for each ordered product that has a drop, the window must be open for the customer, the order
 * must keep them within the drop's limit, and they must hold a live admission for at least the units
 * ordered. Returns the step to run once the order row exists: it records the order on each admission,
 * so its units stop counting as held when the order's stock is taken in the same commit. Throws
 * DropRefusal (403/409) otherwise.
 */
export async function claimDropAdmissions(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  lines: ClaimLine[],
  drops: DropClaims,
): Promise<(orderId: string) => Promise<void>> {
  const units = new Map<string, number>()
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity)
  if (!drops.length) return async () => {}
  // The holder check reads (and may refresh) the wallet balance through the order's own connection.
  const txCtx: AppContext = { ...ctx, db: tx as unknown as Db }
  const { pulse } = ctx.runtimes.drops
  for (const { drop, ordered, admission, live } of drops) {
    await counted(pulse, drop.id, async () => {
      await assertWindowOpen(txCtx, drop, userId)
      const wanted = units.get(drop.productId)!
      const limit = drop.perCustomerLimit
      if (ordered + wanted > limit) throw refusals.limitReached(limit)
      if (!admission?.status || admission.status === 'ordered' || (admission.units ?? 0) < wanted)
        throw refusals.admissionRequired()
      if (admission.status !== 'active' || !live) throw refusals.admissionExpired()
    })
  }
  // The customer's places were locked live when read (readDropClaims), so each update finds its row.
  // The statements go out at once, in order, without waiting for each other or for their answers: the
  // order's last round trip carries them with the order's other writes and the commit.
  return (orderId) =>
    Promise.all(
      drops.map(({ drop }) => {
        pulse.forgetPlace(drop.id, userId)
        return tx
          .update(dropAdmissions)
          .set({ status: 'ordered', orderId })
          .where(and(eq(dropAdmissions.dropId, drop.id), eq(dropAdmissions.userId, userId)))
          .execute()
      }),
    ).then(() => {})
}
