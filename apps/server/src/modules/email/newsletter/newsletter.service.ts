import crypto from 'node:crypto'
import { and, eq, gt, like, sql } from 'drizzle-orm'
import {
  DEFAULT_SUBSCRIBER_PREFERENCES,
  NEWSLETTER_MESSAGES,
  type NewsletterSubscribeResponse,
  type SubscriberPreferences,
} from '@rdo/contracts'
import type { Config } from '../../../config.ts'
import type { Tx } from '../../../db/client.ts'
import { verification } from '../../../db/schema/auth.ts'
import { emailLogs, emailMessages } from '../../../db/schema/email.ts'
import { marketingSubscribers } from '../../../db/schema/marketing.ts'
import { Conflict } from '../../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../../types.ts'

type SubscribeInput = {
  email: string
  preferences?: SubscriberPreferences
  user?: SessionUser | null
}

/**
 * Double opt-in: no address becomes active because someone typed it in. A new address, and one that
 * unsubscribed, complained or bounced, gets a confirmation link, and only following that link (POST)
 * subscribes it. An active one is left unchanged and answered with 'You are already subscribed!'.
 */
export async function subscribe(
  ctx: AppContext,
  { email, preferences, user }: SubscribeInput,
): Promise<NewsletterSubscribeResponse> {
  const address = email.trim().toLowerCase()
  const prefs = preferences ?? DEFAULT_SUBSCRIBER_PREFERENCES
  // Only link the subscription to the account when the address is the account's own.
  const userId = user && user.email.toLowerCase() === address ? user.id : undefined
  await ctx.db.transaction(async (tx) => {
    // Requests for one address take turns here, whether or not it has a row yet.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CONFIRM_PREFIX + address}))`)
    const [existing] = await tx
      .select({ status: marketingSubscribers.status })
      .from(marketingSubscribers)
      .where(eq(marketingSubscribers.email, address))
    if (existing?.status === 'active') throw alreadySubscribed()
    const token = await issueConfirmation(tx, { email: address, prefs, userId })
    // Queued with the confirmation it carries: if the email cannot be queued, nothing is kept and the
    // visitor is told to try again (a kept confirmation would hold back the next email for ten minutes).
    if (token) await sendConfirmation(ctx, tx, address, token)
  })
  return { status: 'confirmation_sent' }
}

const CONFIRM_PREFIX = 'newsletter-confirm:'
const CONFIRM_TTL_MS = 24 * 60 * 60 * 1000
/**
 * What following the link subscribes. `subscriberId` alone: a confirmation issued before pending ones
 * carried the address (it re-activates that row).
 */
type PendingConfirmation = {
  email?: string
  subscriberId?: string
  prefs: SubscriberPreferences
  userId?: string
}

/** At most one confirmation email per address in this time, however many clients ask. */
const CONFIRM_RESEND_MS = 10 * 60 * 1000

/** A token's first part names its address (a hash, so the address itself never sits in a link). */
const addressKey = (email: string) =>
  crypto.createHash('sha256').update(email).digest('base64url').slice(0, 22)

/**
 * Stores a single-use confirmation (24 h) replacing any earlier one for the address, and returns its
 * token; null when one was issued in the last ten minutes (that link still works, no second email
 * goes out). Nothing else changes until the link is followed. The token starts with the address's
 * key, so an address's pending confirmation is found by prefix.
 */
async function issueConfirmation(
  tx: Tx,
  pending: PendingConfirmation & { email: string },
): Promise<string | null> {
  const key = addressKey(pending.email)
  const own = like(verification.identifier, `${CONFIRM_PREFIX}${key}.%`)
  const [recent] = await tx
    .select({ id: verification.id })
    .from(verification)
    .where(and(own, gt(verification.createdAt, new Date(Date.now() - CONFIRM_RESEND_MS))))
  if (recent) return null
  await tx.delete(verification).where(own)
  const token = `${key}.${crypto.randomBytes(32).toString('base64url')}`
  await tx.insert(verification).values({
    identifier: `${CONFIRM_PREFIX}${token}`,
    value: JSON.stringify(pending),
    expiresAt: new Date(Date.now() + CONFIRM_TTL_MS),
  })
  return token
}

async function sendConfirmation(ctx: AppContext, tx: Tx, email: string, token: string) {
  await ctx.mailer.enqueueTemplate(
    {
      template: 'newsletter-confirm',
      to: email,
      idempotencyKey: `newsletter-confirm:${token}`,
      data: { confirm_url: confirmUrl(ctx.config, token) },
      tags: { category: 'newsletter' },
    },
    tx,
  )
}

/** The link of a pending confirmation: it shows a page whose button confirms (POST). */
export function confirmUrl(config: Config, token: string): string {
  return `${config.APP_URL}/api/newsletter/confirm?token=${encodeURIComponent(token)}`
}

/** Whether the token names a pending, unexpired confirmation (the page shown before confirming). */
export async function isPendingConfirmation(ctx: AppContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: verification.id })
    .from(verification)
    .where(
      and(eq(verification.identifier, `${CONFIRM_PREFIX}${token}`), gt(verification.expiresAt, new Date())),
    )
  return !!row
}

/**
 * Uses a confirmation once: the address becomes active with the preferences asked for (its row is made
 * now if it had none), and gets the welcome email with its unsubscribe link. False for an unknown, used
 * or expired token.
 */
export async function confirmSubscription(ctx: AppContext, token: string): Promise<boolean> {
  const confirmed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verification)
      .where(eq(verification.identifier, `${CONFIRM_PREFIX}${token}`))
      .returning()
    if (!row || row.expiresAt <= new Date()) return null
    const pending = JSON.parse(row.value) as PendingConfirmation
    const values = {
      status: 'active' as const,
      preferences: pending.prefs,
      ...(pending.userId ? { userId: pending.userId } : {}),
      updatedAt: sql`now()`,
    }
    const fields = { ...welcomeFields, email: marketingSubscribers.email }
    const [sub] = pending.email
      ? await tx
          .insert(marketingSubscribers)
          .values({ ...values, email: pending.email })
          .onConflictDoUpdate({ target: marketingSubscribers.email, set: values })
          .returning(fields)
      : await tx
          .update(marketingSubscribers)
          .set(values)
          .where(eq(marketingSubscribers.id, pending.subscriberId!))
          .returning(fields)
    return sub ? { sub, prefs: pending.prefs } : null
  })
  if (!confirmed) return false
  await sendWelcome(ctx, confirmed.sub.email, confirmed.sub, confirmed.prefs)
  return true
}

const welcomeFields = {
  id: marketingSubscribers.id,
  token: marketingSubscribers.unsubscribeToken,
  updatedAt: marketingSubscribers.updatedAt,
}

const CADENCE: Record<SubscriberPreferences['frequency'], string> = {
  daily: 'every day',
  weekly: 'about once a week',
  monthly: 'about once a month',
  never: 'only when something big drops',
}

/** The confirmation carries the one-click unsubscribe link (body and List-Unsubscribe headers). */
async function sendWelcome(
  ctx: AppContext,
  email: string,
  subscriber: { id: string; token: string; updatedAt: Date },
  prefs: SubscriberPreferences,
) {
  const url = unsubscribeUrl(ctx.config, subscriber.token)
  try {
    await ctx.mailer.enqueueTemplate({
      template: 'newsletter-welcome',
      to: email,
      idempotencyKey: `newsletter-welcome:${subscriber.id}:${subscriber.updatedAt.getTime()}`,
      data: {
        unsubscribe_url: url,
        shop_url: `${ctx.config.APP_URL}/products`,
        frequency: CADENCE[prefs.frequency],
      },
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      tags: { category: 'newsletter' },
    })
  } catch (err) {
    ctx.log.error('Newsletter confirmation email failed', { email, err: (err as Error).message })
  }
}

const alreadySubscribed = () => new Conflict(NEWSLETTER_MESSAGES.alreadySubscribed, 'ALREADY_SUBSCRIBED')

/**
 * One-click unsubscribe (RFC 8058). Returns false for an unknown token; repeating it is harmless. The
 * change is logged as an `unsubscribed` event, on the campaign of message `messageId` when that message
 * went to this address (the link in a campaign email names its message).
 */
export async function unsubscribeByToken(
  ctx: AppContext,
  token: string,
  messageId?: string,
): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [sub] = await tx
      .select({
        id: marketingSubscribers.id,
        email: marketingSubscribers.email,
        status: marketingSubscribers.status,
      })
      .from(marketingSubscribers)
      .where(eq(marketingSubscribers.unsubscribeToken, token))
      .for('update')
    if (!sub) return false
    if (sub.status !== 'active') return true
    await tx
      .update(marketingSubscribers)
      .set({ status: 'unsubscribed', updatedAt: sql`now()` })
      .where(eq(marketingSubscribers.id, sub.id))
    const [message] = messageId
      ? await tx.select().from(emailMessages).where(eq(emailMessages.id, messageId))
      : []
    const ours = message && message.toAddresses.includes(sub.email) ? message : undefined
    await tx.insert(emailLogs).values({
      emailId: ours?.id ?? null,
      eventType: 'unsubscribed',
      recipient: sub.email,
      subject: ours?.subject ?? null,
      campaignId: ours?.tags?.campaign_id ?? null,
    })
    return true
  })
}

/** The link marketing mail carries in its body and in its List-Unsubscribe header. */
export function unsubscribeUrl(config: Config, token: string): string {
  return `${config.APP_URL}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
}

/** Whether an unsubscribe link is known (the page shown before the one-click POST). */
export async function isUnsubscribeToken(ctx: AppContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: marketingSubscribers.id })
    .from(marketingSubscribers)
    .where(eq(marketingSubscribers.unsubscribeToken, token))
  return !!row
}
