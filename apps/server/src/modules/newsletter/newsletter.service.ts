import { eq, sql } from 'drizzle-orm'
import {
  DEFAULT_SUBSCRIBER_PREFERENCES,
  NEWSLETTER_MESSAGES,
  type NewsletterSubscribeResponse,
  type SubscriberPreferences,
} from '@rdo/contracts'
import type { Config } from '../../config.ts'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import { Conflict, isUniqueViolation } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'

type SubscribeInput = {
  email: string
  preferences?: SubscriberPreferences
  user?: SessionUser | null
}

/**
 * Spec 2 §4: a new email becomes active; an unsubscribed (or bounced) one is active again with the
 * given preferences; an active one is left unchanged and answered with 'You are already subscribed!'.
 */
export async function subscribe(
  ctx: AppContext,
  { email, preferences, user }: SubscribeInput,
): Promise<NewsletterSubscribeResponse> {
  const address = email.trim().toLowerCase()
  const prefs = preferences ?? DEFAULT_SUBSCRIBER_PREFERENCES
  // Only link the subscription to the account when the address is the account's own.
  const userId = user && user.email.toLowerCase() === address ? user.id : undefined
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: marketingSubscribers.id, status: marketingSubscribers.status })
        .from(marketingSubscribers)
        .where(eq(marketingSubscribers.email, address))
        .for('update')
      if (!existing) {
        const [row] = await tx
          .insert(marketingSubscribers)
          .values({ email: address, status: 'active', preferences: prefs, userId: userId ?? null })
          .returning(welcomeFields)
        return { status: 'subscribed' as const, subscriber: row! }
      }
      if (existing.status === 'active') throw alreadySubscribed()
      const [row] = await tx
        .update(marketingSubscribers)
        .set({
          status: 'active',
          preferences: prefs,
          ...(userId ? { userId } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(marketingSubscribers.id, existing.id))
        .returning(welcomeFields)
      return { status: 'resubscribed' as const, subscriber: row! }
    })
    await sendWelcome(ctx, address, result.subscriber, prefs)
    return { status: result.status }
  } catch (err) {
    // Two simultaneous first subscriptions: the loser finds the winner's active row.
    if (isUniqueViolation(err)) throw alreadySubscribed()
    throw err
  }
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

/** One-click unsubscribe (RFC 8058). Returns false for an unknown token; repeating it is harmless. */
export async function unsubscribeByToken(ctx: AppContext, token: string): Promise<boolean> {
  const rows = await ctx.db
    .update(marketingSubscribers)
    .set({
      status: sql`case when ${marketingSubscribers.status} = 'active' then 'unsubscribed'::subscriber_status else ${marketingSubscribers.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(marketingSubscribers.unsubscribeToken, token))
    .returning({ id: marketingSubscribers.id })
  return rows.length > 0
}

/** The link marketing mail carries in its body and in its List-Unsubscribe header. */
export function unsubscribeUrl(config: Config, token: string): string {
  return `${config.APP_URL}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
}
