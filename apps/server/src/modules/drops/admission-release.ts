import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../types.ts'

export const RELEASE_ADMISSIONS_JOB = 'drops.release-expired-admissions'

/**
 * Locks the drop's row. Everything that grants or sweeps a drop's places takes this lock first (then
 * admission rows), so they cannot deadlock and grant one group at a time; and a statement run after it
 * sees the latest committed stock and admissions, not a snapshot from before the wait. An order using
 * its own place does not take it: it changes only its customer's admission.
 */
export async function lockDrop(tx: DbOrTx, dropId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`select 1 from product_drops where id = ${dropId} for update`)
  return rows.length > 0
}

/**
 * Marks the drop's admissions past their time expired, which gives their units back (held units are
 * the active admissions'). Call with the drop locked (`lockDrop`) in the same transaction. Returns the
 * units released.
 */
export async function releaseExpiredLocked(tx: DbOrTx, dropId: string): Promise<number> {
  const { rows } = await tx.execute<{ units: number }>(sql`
    with gone as (
      update drop_admissions set status = 'expired'
      where drop_id = ${dropId} and status = 'active' and expires_at <= now()
      returning units)
    select coalesce(sum(units), 0)::int as units from gone`)
  return rows[0]?.units ?? 0
}

/** One drop's sweep in its own transaction. */
export async function releaseExpired(ctx: AppContext, dropId: string): Promise<number> {
  return ctx.db.transaction(async (tx) =>
    (await lockDrop(tx, dropId)) ? releaseExpiredLocked(tx, dropId) : 0,
  )
}

/** Every drop's expired admissions, one drop per transaction (the per-minute job). */
export async function releaseAllExpired(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.db.execute<{ drop_id: string }>(sql`
    select distinct drop_id from drop_admissions where status = 'active' and expires_at <= now()`)
  let released = 0
  for (const { drop_id } of rows) released += await releaseExpired(ctx, drop_id)
  if (released) ctx.log.info(`Released ${released} unit(s) held by expired drop admissions`)
  return released
}
