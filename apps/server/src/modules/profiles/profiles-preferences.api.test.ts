import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { marketingSubscribers } from '../../db/schema/marketing.ts'
import { get, patch, t, useProfilesApp } from './profiles.fixtures.ts'

useProfilesApp()

describe('preferences and the marketing subscription', () => {
  const subscriptionOf = async (userId: string) =>
    (await t.db.select().from(marketingSubscribers).where(eq(marketingSubscribers.userId, userId)))[0]

  it('updates full name and notification preferences from /settings', async () => {
    const u = await t.createUser()
    const res = await patch(
      '/api/profile/preferences',
      { full_name: 'Sam Settings', notification_preferences: { order_updates: false, marketing: true } },
      u.cookie,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      full_name: 'Sam Settings',
      notification_preferences: { order_updates: false, marketing: true },
    })
    const missing = await patch('/api/profile/preferences', { full_name: 'X' }, u.cookie)
    expect(missing.statusCode).toBe(400)
    expect((await patch('/api/profile/preferences', {}, undefined)).statusCode).toBe(401)
  })

  it('creates, updates and unsubscribes the subscription as marketing preferences change', async () => {
    const u = await t.createUser({ name: 'Mia Mail' })
    expect(await subscriptionOf(u.id)).toBeUndefined()
    const on = {
      email_newsletter: true,
      order_updates: true,
      promotional_offers: false,
      product_updates: true,
    }
    await patch('/api/profile', { marketing_preferences: on }, u.cookie)
    expect(await subscriptionOf(u.id)).toMatchObject({
      email: u.email,
      status: 'active',
      firstName: 'Mia',
      lastName: 'Mail',
      preferences: { newsletter: true, promotional: false, product_updates: true, frequency: 'weekly' },
    })

    const off = { ...on, email_newsletter: false, product_updates: false }
    await patch('/api/profile', { marketing_preferences: off }, u.cookie)
    expect(await subscriptionOf(u.id)).toMatchObject({
      status: 'unsubscribed',
      preferences: { newsletter: false, promotional: false, product_updates: false },
    })
  })

  it('does not touch a sign-up subscription when the form re-sends unchanged preferences', async () => {
    const u = await t.createUser()
    await t.db.insert(marketingSubscribers).values({ email: u.email, status: 'active' })
    const profile = (await get('/api/profile', u.cookie)).json()
    await patch(
      '/api/profile',
      { full_name: 'Same Prefs', marketing_preferences: profile.marketing_preferences },
      u.cookie,
    )
    const [sub] = await t.db
      .select()
      .from(marketingSubscribers)
      .where(eq(marketingSubscribers.email, u.email))
    expect(sub).toMatchObject({ status: 'active', userId: null })
    await patch(
      '/api/profile',
      { marketing_preferences: { ...profile.marketing_preferences, promotional_offers: true } },
      u.cookie,
    )
    expect(await subscriptionOf(u.id)).toMatchObject({
      status: 'active',
      preferences: { newsletter: false, promotional: true, product_updates: false },
    })
  })
})
