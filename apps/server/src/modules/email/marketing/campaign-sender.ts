import crypto from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import {
  campaignPerformance,
  campaignRecipients,
  marketingCampaigns,
  marketingSubscribers,
} from '../../../db/schema/marketing.ts'
import type { Tx } from '../../../db/client.ts'
import type { AppContext } from '../../../types.ts'
import { openDirectSession, SendError, type DirectSession } from '../delivery/direct-send.ts'
import { createTemplateRenderer } from '../templates/render.ts'
import { loadContent, personalise, type CampaignContent } from './campaign-content.ts'
import {
  CAMPAIGN_JOB_OPTIONS,
  CAMPAIGN_SEND_JOB,
  CAMPAIGN_SLICE_MS,
  CAMPAIGN_START_JOB,
  queueSendJob,
} from './campaign-control.ts'
import { startCampaignWithPerformance } from './campaign-start.ts'

/** A recipient is given up after this many temporary failures. */
const MAX_ATTEMPTS = 3
/** SMTP connections one campaign uses at most (one per 25 messages a second). */
const MAX_CONNECTIONS = 4

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Locks the recipient's ledger row (skipping one another sender holds) and decides: send only while
 * it is pending and the subscriber is still active; a subscriber who left meanwhile is marked skipped.
 * On 'send' the row is marked sent in the same transaction that records the message.
 */
function claimRecipient(campaignId: string, subscriberId: string, messageId: string) {
  return async (tx: Tx): Promise<boolean> => {
    const { rows } = await tx.execute<{ status: string; active: boolean }>(sql`
      select r.status, (s.status = 'active') as active
      from ${campaignRecipients} r join ${marketingSubscribers} s on s.id = r.subscriber_id
      where r.campaign_id = ${campaignId} and r.subscriber_id = ${subscriberId}
      for update of r skip locked`)
    const row = rows[0]
    if (!row || row.status !== 'pending') return false
    const where = and(
      eq(campaignRecipients.campaignId, campaignId),
      eq(campaignRecipients.subscriberId, subscriberId),
    )
    if (!row.active) {
      await tx.update(campaignRecipients).set({ status: 'skipped' }).where(where)
      return false
    }
    await tx
      .update(campaignRecipients)
      .set({
        status: 'sent',
        emailMessageId: messageId,
        sentAt: sql`now()`,
        attempts: sql`${campaignRecipients.attempts} + 1`,
      })
      .where(where)
    return true
  }
}

async function recordFailure(ctx: AppContext, campaignId: string, subscriberId: string, err: SendError) {
  const where = and(
    eq(campaignRecipients.campaignId, campaignId),
    eq(campaignRecipients.subscriberId, subscriberId),
    eq(campaignRecipients.status, 'pending'),
  )
  await ctx.db
    .update(campaignRecipients)
    .set({
      attempts: sql`${campaignRecipients.attempts} + 1`,
      error: err.message.slice(0, 1000),
      status:
        err.kind === 'permanent'
          ? 'failed'
          : sql`case when ${campaignRecipients.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
    })
    .where(where)
}

type Row = {
  subscriberId: string
  email: string
  firstName: string | null
  lastName: string | null
  unsubscribeToken: string
}

/** One recipient: personalised, sent and recorded, or its failure counted. */
async function sendOne(
  ctx: AppContext,
  session: DirectSession,
  render: ReturnType<typeof createTemplateRenderer>,
  content: CampaignContent,
  campaignId: string,
  r: Row,
) {
  const id = crypto.randomUUID()
  const message = personalise(ctx, render, content, r, id)
  try {
    await session.send(
      {
        id,
        to: r.email,
        ...message,
        campaignId,
        tags: { campaign_id: campaignId, subscriber_id: r.subscriberId },
        keepBody: !ctx.config.SMTP_URL,
      },
      claimRecipient(campaignId, r.subscriberId, id),
    )
  } catch (err) {
    const e = err instanceof SendError ? err : new SendError((err as Error).message, 'connection')
    // No server to talk to: stop here and let the job queue retry the slice later.
    if (e.kind === 'connection') throw e
    await recordFailure(ctx, campaignId, r.subscriberId, e)
  }
}

/** Keeps the campaign's performance row's sent count in step with the ledger. */
async function syncPerformance(ctx: AppContext, campaignId: string, name: string) {
  await ctx.db.execute(sql`
    insert into ${campaignPerformance} (campaign_id, campaign_name, sent_count)
    select ${campaignId}::uuid, ${name}, count(*)::int from ${campaignRecipients}
      where campaign_id = ${campaignId} and status = 'sent'
    on conflict (campaign_id) do update
      set sent_count = excluded.sent_count, campaign_name = excluded.campaign_name, updated_at = now()`)
}

/**
 * One slice of a campaign's sending (the `campaign.send` job): batches of `rate_per_second`
 * recipients, one batch a second, until the campaign is paused, finished, or the slice's minute is
 * up (then it queues its own continuation). Safe to run twice at once and after any crash: every
 * send claims its ledger row first.
 */
export async function runCampaignSlice(ctx: AppContext, campaignId: string) {
  const deadline = Date.now() + CAMPAIGN_SLICE_MS
  // Fast campaigns use a few connections at once; each message still claims its own ledger row.
  const sessions: DirectSession[] = []
  const render = createTemplateRenderer()
  let content: CampaignContent | null = null
  try {
    while (Date.now() < deadline) {
      const [c] = await ctx.db.select().from(marketingCampaigns).where(eq(marketingCampaigns.id, campaignId))
      if (!c || c.status !== 'active') return
      const started = Date.now()
      const batch = await ctx.db
        .select({
          subscriberId: campaignRecipients.subscriberId,
          email: campaignRecipients.email,
          firstName: marketingSubscribers.firstName,
          lastName: marketingSubscribers.lastName,
          unsubscribeToken: marketingSubscribers.unsubscribeToken,
        })
        .from(campaignRecipients)
        .innerJoin(marketingSubscribers, eq(marketingSubscribers.id, campaignRecipients.subscriberId))
        .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'pending')))
        .orderBy(asc(campaignRecipients.subscriberId))
        .limit(c.ratePerSecond)
      if (!batch.length) {
        await finish(ctx, campaignId, c.name)
        return
      }
      content ??= await loadContent(ctx.db, c)
      const parallel = Math.min(MAX_CONNECTIONS, Math.ceil(c.ratePerSecond / 25), batch.length)
      while (sessions.length < parallel)
        sessions.push(openDirectSession({ db: ctx.db, config: ctx.config, metrics: ctx.metrics }))
      let next = 0
      let stop = false
      const worker = async (session: DirectSession) => {
        while (!stop && next < batch.length) {
          const r = batch[next++]!
          try {
            await sendOne(ctx, session, render, content!, campaignId, r)
          } catch (err) {
            stop = true
            throw err
          }
        }
      }
      await Promise.all(sessions.slice(0, parallel).map(worker))
      await syncPerformance(ctx, campaignId, c.name)
      const wait = 1000 - (Date.now() - started)
      if (wait > 0) await sleep(wait)
    }
    await queueSendJob(ctx, campaignId)
  } finally {
    for (const session of sessions) session.close()
  }
}

/** Marks an active campaign completed once nothing is pending. */
async function finish(ctx: AppContext, campaignId: string, name: string) {
  await syncPerformance(ctx, campaignId, name)
  await ctx.db.execute(sql`
    update ${marketingCampaigns} set status = 'completed', completed_at = now(), updated_at = now()
    where id = ${campaignId} and status = 'active'
      and not exists (select 1 from ${campaignRecipients} where campaign_id = ${campaignId} and status = 'pending')`)
}

/** A scheduled campaign's start: only if it is still scheduled for that time. */
async function startScheduled(ctx: AppContext, campaignId: string, at: string) {
  await ctx.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(marketingCampaigns)
      .where(eq(marketingCampaigns.id, campaignId))
      .for('update')
    if (!c || c.status !== 'scheduled' || c.scheduleTime?.toISOString() !== at) return
    try {
      await tx.execute(sql`savepoint start_campaign`)
      await startCampaignWithPerformance(ctx, tx, campaignId)
    } catch (err) {
      // Nobody to send to (or the segment is gone): the campaign ends without sending.
      await tx.execute(sql`rollback to savepoint start_campaign`)
      ctx.log.warn('Scheduled campaign did not start', { campaignId, err: (err as Error).message })
      await tx
        .update(marketingCampaigns)
        .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(marketingCampaigns.id, campaignId))
    }
  })
}

/**
 * Campaigns left active by a stopped process get a send job again at start (the old one stays
 * 'active' in the queue until it expires). Harmless when a live process is sending them too.
 */
export async function resumeInterruptedCampaigns(ctx: AppContext) {
  const active = await ctx.db
    .select({ id: marketingCampaigns.id })
    .from(marketingCampaigns)
    .where(eq(marketingCampaigns.status, 'active'))
  // A key of its own: the dead process's job still holds the campaign's usual key until it expires.
  for (const { id } of active) {
    await ctx.jobs.send(
      CAMPAIGN_SEND_JOB,
      { campaignId: id },
      { ...CAMPAIGN_JOB_OPTIONS, singletonKey: `${id}:resume` },
    )
  }
  if (active.length) ctx.log.info(`Resumed sending of ${active.length} campaign(s)`)
}

export async function registerCampaignJobs(ctx: AppContext) {
  await ctx.jobs.work<{ campaignId: string }>(CAMPAIGN_SEND_JOB, ({ campaignId }) =>
    runCampaignSlice(ctx, campaignId),
  )
  await ctx.jobs.work<{ campaignId: string; at: string }>(CAMPAIGN_START_JOB, ({ campaignId, at }) =>
    startScheduled(ctx, campaignId, at),
  )
  await resumeInterruptedCampaigns(ctx)
}
