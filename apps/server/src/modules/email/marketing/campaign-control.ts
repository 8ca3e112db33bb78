import { MARKETING_MESSAGES as M, EMAIL_ADMIN_MESSAGES as E, type SegmentCriteria } from '@rdo/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import {
  campaignRecipients,
  marketingCampaigns,
  marketingSegments,
  marketingSubscribers,
} from '../../../db/schema/marketing.ts'
import { Conflict, Invalid, NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { sendableMatch } from './segment-sql.ts'

export const CAMPAIGN_SEND_JOB = 'campaign.send'
export const CAMPAIGN_START_JOB = 'campaign.start'
/** A send job works this long, then queues its continuation (and a dead one expires soon). */
export const CAMPAIGN_SLICE_MS = 60_000
export const CAMPAIGN_JOB_OPTIONS = { retryLimit: 10, retryDelay: 2, expireInSeconds: 180 }

async function lockCampaign(tx: DbOrTx, id: string) {
  const [c] = await tx.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, id)).for('update')
  if (!c) throw new NotFound(M.campaignNotFound, 'CAMPAIGN_NOT_FOUND')
  return c
}

/** Queues (another) send job for an active campaign; the job's singleton key keeps one waiting. */
export async function queueSendJob(ctx: AppContext, campaignId: string, tx?: DbOrTx) {
  await ctx.jobs.send(
    CAMPAIGN_SEND_JOB,
    { campaignId },
    { singletonKey: campaignId, ...CAMPAIGN_JOB_OPTIONS },
    tx,
  )
}

/**
 * Starts sending a draft or scheduled campaign, in the caller's transaction: writes its recipient
 * ledger (the segment's active subscribers, in one statement), marks it active and queues the send
 * job. Returns the number of recipients. 404 'Segment not found'; 422 'No subscribers match the
 * segment criteria' (nothing is written: the caller's transaction rolls back).
 */
export async function startCampaign(ctx: AppContext, tx: DbOrTx, campaignId: string): Promise<number> {
  const c = await lockCampaign(tx, campaignId)
  if (c.status !== 'draft' && c.status !== 'scheduled')
    throw new Conflict(M.campaignState(c.status), 'CAMPAIGN_STATE')
  if (!c.segmentId) throw new NotFound(E.segmentNotFound, 'SEGMENT_NOT_FOUND')
  const [segment] = await tx.select().from(marketingSegments).where(eq(marketingSegments.id, c.segmentId))
  if (!segment) throw new NotFound(E.segmentNotFound, 'SEGMENT_NOT_FOUND')
  const criteria = segment.criteria as SegmentCriteria
  const inserted = await tx.execute(sql`
    insert into ${campaignRecipients} (campaign_id, subscriber_id, email)
    select ${campaignId}::uuid, ${marketingSubscribers.id}, ${marketingSubscribers.email}
    from ${marketingSubscribers} where ${sendableMatch(criteria)}
    on conflict do nothing`)
  const total = inserted.rowCount ?? 0
  if (total === 0) throw new Invalid(E.noSubscribersMatch, 'NO_SUBSCRIBERS')
  await tx
    .update(marketingCampaigns)
    .set({ status: 'active', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(marketingCampaigns.id, campaignId))
  await queueSendJob(ctx, campaignId, tx)
  return total
}

/** Schedules a draft for `at` (in the future): status scheduled, a start job due then. */
export async function scheduleCampaign(ctx: AppContext, tx: DbOrTx, campaignId: string, at: Date) {
  const c = await lockCampaign(tx, campaignId)
  if (c.status !== 'draft' && c.status !== 'scheduled')
    throw new Conflict(M.campaignState(c.status), 'CAMPAIGN_STATE')
  if (at.getTime() <= Date.now()) throw new Invalid(M.scheduleInPast, 'SCHEDULE_IN_PAST')
  await tx
    .update(marketingCampaigns)
    .set({ status: 'scheduled', scheduleTime: at, updatedAt: sql`now()` })
    .where(eq(marketingCampaigns.id, campaignId))
  await ctx.jobs.send(
    CAMPAIGN_START_JOB,
    { campaignId, at: at.toISOString() },
    { startAfter: at, retryLimit: 5 },
    tx,
  )
}

/** Pauses an active campaign: the sender stops before its next batch. */
export async function pauseCampaign(_ctx: AppContext, tx: DbOrTx, campaignId: string) {
  const c = await lockCampaign(tx, campaignId)
  if (c.status !== 'active') throw new Conflict(M.campaignState(c.status), 'CAMPAIGN_STATE')
  await tx
    .update(marketingCampaigns)
    .set({ status: 'paused', updatedAt: sql`now()` })
    .where(eq(marketingCampaigns.id, campaignId))
}

/** Resumes a paused campaign where it stopped. */
export async function resumeCampaign(ctx: AppContext, tx: DbOrTx, campaignId: string) {
  const c = await lockCampaign(tx, campaignId)
  if (c.status !== 'paused') throw new Conflict(M.campaignState(c.status), 'CAMPAIGN_STATE')
  await tx
    .update(marketingCampaigns)
    .set({ status: 'active', updatedAt: sql`now()` })
    .where(eq(marketingCampaigns.id, campaignId))
  await queueSendJob(ctx, campaignId, tx)
}

/** Sent / failed / skipped / remaining per campaign, from the recipient ledger (one grouped query). */
export async function campaignProgress(db: DbOrTx, ids: string[]) {
  const out = new Map<
    string,
    { total: number; sent: number; failed: number; skipped: number; remaining: number }
  >()
  for (const id of ids) out.set(id, { total: 0, sent: 0, failed: 0, skipped: 0, remaining: 0 })
  if (!ids.length) return out
  const rows = await db
    .select({
      id: campaignRecipients.campaignId,
      status: campaignRecipients.status,
      n: sql<number>`count(*)::int`,
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, ids))
    .groupBy(campaignRecipients.campaignId, campaignRecipients.status)
  for (const r of rows) {
    const p = out.get(r.id)!
    p.total += r.n
    if (r.status === 'pending') p.remaining += r.n
    else p[r.status] += r.n
  }
  return out
}
