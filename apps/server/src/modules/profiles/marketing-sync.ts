import { eq, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import type { MarketingPreferences } from '@rdo/contracts'
import type { profiles } from '../../db/schema/profiles.ts'

/**
 * Mirrors the profile's marketing preferences onto the user's marketing subscription:
 * email_newsletter → newsletter, promotional_offers → promotional, product_updates → product_updates.
 * Anything switched on (re)activates the subscription; everything off unsubscribes it. A bounced or
 * complained address keeps that status. Without a subscription one is created when anything is on.
 */
export async function syncMarketingSubscription(
  tx: DbOrTx,
  profile: typeof profiles.$inferSelect,
  prefs: MarketingPreferences,
) {
  const email = profile.email.toLowerCase()
  const anyOn = prefs.email_newsletter || prefs.promotional_offers || prefs.product_updates
  const [existing] = await tx
    .select()
    .from(marketingSubscribers)
    .where(or(eq(marketingSubscribers.userId, profile.id), eq(marketingSubscribers.email, email)))
    .orderBy(sql`(${marketingSubscribers.userId} = ${profile.id}) desc nulls last`)
    .limit(1)

  if (!existing) {
    if (!anyOn) return
    const [first, ...rest] = (profile.fullName ?? '').trim().split(/\s+/)
    await tx
      .insert(marketingSubscribers)
      .values({
        email,
        userId: profile.id,
        firstName: first || null,
        lastName: rest.join(' ') || null,
        status: 'active',
        preferences: {
          newsletter: prefs.email_newsletter,
          promotional: prefs.promotional_offers,
          product_updates: prefs.product_updates,
          frequency: 'weekly',
        },
      })
      .onConflictDoNothing({ target: marketingSubscribers.email })
    return
  }

  const keepStatus = existing.status === 'bounced' || existing.status === 'complained'
  await tx
    .update(marketingSubscribers)
    .set({
      userId: profile.id,
      status: keepStatus ? existing.status : anyOn ? 'active' : 'unsubscribed',
      preferences: {
        ...existing.preferences,
        newsletter: prefs.email_newsletter,
        promotional: prefs.promotional_offers,
        product_updates: prefs.product_updates,
      },
      updatedAt: sql`now()`,
    })
    .where(eq(marketingSubscribers.id, existing.id))
}
