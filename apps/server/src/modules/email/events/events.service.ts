import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { emailLogs, emailMessages } from '../../../db/schema/email.ts'
import { campaignPerformance, marketingSubscribers } from '../../../db/schema/marketing.ts'
import { Invalid, Unavailable } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'

type Message = typeof emailMessages.$inferSelect

const campaignOf = (m: Message) => m.tags?.campaign_id ?? null

async function findMessage(db: DbOrTx, id: string): Promise<Message | undefined> {
  const [m] = await db.select().from(emailMessages).where(eq(emailMessages.id, id))
  return m
}

const COUNTER = { opened: 'open_count', clicked: 'click_count', bounced: 'bounce_count' } as const

/**
 * Logs an event of a message once (a message's first open or click; the unique index refuses the
 * rest) and counts it on the campaign's performance row in the same transaction.
 */
async function logOnce(
  tx: DbOrTx,
  m: Message,
  type: 'opened' | 'clicked' | 'bounced' | 'complained' | 'delivered',
  metadata: Record<string, unknown> = {},
) {
  const campaignId = campaignOf(m)
  const inserted = await tx
    .insert(emailLogs)
    .values({
      emailId: m.id,
      eventType: type,
      recipient: m.toAddresses[0] ?? null,
      subject: m.subject,
      userId: m.userId,
      campaignId,
      metadata,
    })
    .onConflictDoNothing()
    .returning({ id: emailLogs.id })
  if (!inserted.length || !campaignId || !(type in COUNTER)) return inserted.length > 0
  const column = sql.identifier(COUNTER[type as keyof typeof COUNTER])
  await tx.execute(sql`update ${campaignPerformance} set ${column} = ${column} + 1, updated_at = now()
    where campaign_id = ${campaignId}`)
  return true
}

/** The open pixel was loaded: the message's first open is logged. */
export async function recordOpen(ctx: AppContext, messageId: string) {
  await ctx.db.transaction(async (tx) => {
    const m = await findMessage(tx, messageId)
    if (m) await logOnce(tx, m, 'opened')
  })
}

/**
 * A tracked link was followed: the first click is logged, and an open too when none was (a reader
 * whose mail client blocks images still opened the message to click).
 */
export async function recordClick(ctx: AppContext, messageId: string, url: string) {
  await ctx.db.transaction(async (tx) => {
    const m = await findMessage(tx, messageId)
    if (!m) return
    await logOnce(tx, m, 'opened', { implied_by_click: true })
    await logOnce(tx, m, 'clicked', { url })
  })
}

/* ---------- provider webhook ---------- */

const TOLERANCE_S = 300

/**
 * Checks `X-RDO-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with
 * EMAIL_WEBHOOK_SECRET, within five minutes of now. Without a secret nothing is accepted.
 */
export function verifyWebhook(
  secret: string | undefined,
  header: string | undefined,
  body: Buffer,
  now = Date.now(),
) {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((p) => p.trim().split('=') as [string, string]),
  )
  const t = Number(parts.t)
  const given = parts.v1 ?? ''
  if (!secret || !Number.isFinite(t) || !/^[0-9a-f]{64}$/.test(given)) return false
  if (Math.abs(now / 1000 - t) > TOLERANCE_S) return false
  const expected = crypto.createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex')
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given))
}

export type ProviderEvent = {
  type: 'bounced' | 'complained' | 'delivered'
  recipient: string
  message_id?: string | null
  bounce_type?: 'hard' | 'soft' | null
  reason?: string | null
}

/** Our message's id from its Message-ID (`<{id}@rdo.shop>`, with or without the angle brackets). */
const ourId = (messageId?: string | null) => {
  const id =
    messageId
      ?.trim()
      .replace(/^<|>$/g, '')
      .replace(/@rdo\.shop$/, '') ?? ''
  return /^[0-9a-f-]{36}$/i.test(id) ? id : null
}

/** Applies the signed relay's events (`X-RDO-Signature`) with `recordProviderEvents`. */
export async function applyProviderEvents(
  ctx: AppContext,
  signature: string | undefined,
  raw: Buffer,
  events: ProviderEvent[],
  onEmpty: () => never,
) {
  if (!ctx.config.EMAIL_WEBHOOK_SECRET) {
    throw new Unavailable(
      'The email event webhook is not configured (EMAIL_WEBHOOK_SECRET)',
      'NOT_CONFIGURED',
    )
  }
  // Refused like any malformed request (the caller is a provider, not a signed-in person).
  if (!verifyWebhook(ctx.config.EMAIL_WEBHOOK_SECRET, signature, raw)) {
    throw new Invalid('Invalid signature', 'BAD_SIGNATURE')
  }
  if (!events.length) onEmpty()
  return recordProviderEvents(ctx, events, 'webhook')
}

/**
 * Records bounce, complaint and delivery events however they arrived (the signed relay or a provider's
 * own webhook, named by `source`): a hard bounce marks the address bounced and a complaint marks it
 * complained (both stop all further marketing: campaigns send only to active subscribers); a soft bounce
 * is logged and counted as a bounce without changing the subscriber. Each event is logged against its
 * message when the message is ours, in one transaction.
 */
export async function recordProviderEvents(ctx: AppContext, events: ProviderEvent[], source: string) {
  let applied = 0
  await ctx.db.transaction(async (tx) => {
    for (const e of events) {
      const recipient = e.recipient.trim().toLowerCase()
      const id = ourId(e.message_id)
      const m = id ? await findMessage(tx, id) : undefined
      const metadata = { bounce_type: e.bounce_type ?? null, reason: e.reason ?? null, source }
      if (m && m.toAddresses.includes(recipient)) await logOnce(tx, m, e.type, metadata)
      else await tx.insert(emailLogs).values({ eventType: e.type, recipient, metadata })
      const status =
        e.type === 'complained'
          ? 'complained'
          : e.type === 'bounced' && e.bounce_type !== 'soft'
            ? 'bounced'
            : null
      if (status) {
        await tx
          .update(marketingSubscribers)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(marketingSubscribers.email, recipient))
      }
      applied++
    }
  })
  return applied
}
