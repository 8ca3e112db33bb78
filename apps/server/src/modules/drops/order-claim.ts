import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { dropAdmissions, productDrops } from '../../db/schema/drops.ts'
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

/**
 * The drop rules an order can be refused by without a transaction, in one query, before the order
 * takes any lock: bots sending orders without a place are turned away here, at the cost of one read,
 * instead of holding a connection through an order's transaction. The same rules (and the holder
 * check, left to it) are applied again in the order's transaction by `claimDropAdmissions`. Returns
 * the refusal (counted), with whether the customer has ordered the drop's product before (only then
 * can the order be a retry of one already placed); null when nothing refuses it here.
 */
export async function precheckDropOrder(
  ctx: AppContext,
  userId: string,
  lines: ClaimLine[],
): Promise<{ refusal: DropRefusal; ordered: boolean } | null> {
  const wanted = new Map<string, number>()
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity)
  const ids = [...wanted.keys()].filter((id) => /^[0-9a-f-]{36}$/i.test(id))
  if (!ids.length) return null
  const { rows } = await ctx.db.execute<Precheck & { product_id: string }>(sql`
    select d.id as drop_id, d.product_id, d.starts_at, d.holder_starts_at, d.per_customer_limit,
      ${unitsOrderedSql(userId, sql`d.product_id`)} as ordered,
      a.status, a.units, a.expires_at > now() as live
    from product_drops d
    left join drop_admissions a on a.drop_id = d.id and a.user_id = ${userId}
    where d.product_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`)
  const { pulse } = ctx.runtimes.drops
  for (const r of rows) {
    const refusal = precheckRefusal(r, wanted.get(r.product_id)!)
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
 * The drop rules of an order, in the order's transaction: for each ordered product that has a drop,
 * the window must be open for the customer, the order must keep them within the drop's limit, and they
 * must hold a live admission for at least the units ordered. Returns the step to run once the order row
 * exists: it records the order on each admission, so its units stop counting as held when the order's
 * stock is taken in the same commit. Throws DropRefusal (403/409) otherwise.
 */
export async function claimDropAdmissions(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  lines: ClaimLine[],
): Promise<(orderId: string) => Promise<void>> {
  const units = new Map<string, number>()
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity)
  // Each drop with the customer's units ordered and their place, in one read (the customer's own
  // orders cannot move meanwhile: their placements run one at a time).
  const drops = await tx
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
    .where(inArray(productDrops.productId, [...units.keys()]))
    .orderBy(asc(productDrops.id))
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
  return async (orderId) => {
    for (const { drop } of drops) {
      await counted(pulse, drop.id, async () => {
        // Only the customer's own admission changes (held units are counted from the active ones):
        // no row every order of the drop shares, so orders do not queue on the drop.
        const { rows } = await tx.execute<{ units: number }>(sql`
          update drop_admissions set status = 'ordered', order_id = ${orderId}
          where drop_id = ${drop.id} and user_id = ${userId} and status = 'active' and expires_at > now()
          returning units`)
        if (!rows[0]) throw refusals.admissionExpired()
        pulse.forgetPlace(drop.id, userId)
      })
    }
  }
}
