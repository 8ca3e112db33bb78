import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emailLogs } from '../../db/schema/email.ts'
import {
  marketingSegments,
  marketingSubscribers,
  type SegmentCriteria,
  type SubscriberPreferences,
} from '../../db/schema/marketing.ts'

type Status = (typeof marketingSubscribers.$inferInsert)['status']

const ALL_ON: SubscriberPreferences = {
  newsletter: true,
  promotional: true,
  product_updates: true,
  frequency: 'weekly',
}

/** Subscribers as the newsletter signs them up, with the status and preferences given. */
export async function addSubscribers(
  db: Db,
  rows: {
    email?: string
    status?: Status
    preferences?: Partial<SubscriberPreferences>
    firstName?: string
    lastName?: string
    createdAt?: Date
  }[],
) {
  return db
    .insert(marketingSubscribers)
    .values(
      rows.map((r) => ({
        email: r.email ?? `sub-${crypto.randomBytes(5).toString('hex')}@example.com`,
        status: r.status ?? 'active',
        preferences: { ...ALL_ON, ...r.preferences },
        firstName: r.firstName ?? null,
        lastName: r.lastName ?? null,
        ...(r.createdAt && { createdAt: r.createdAt }),
      })),
    )
    .returning()
}

export async function addSegment(db: Db, criteria: SegmentCriteria, name = 'Everyone') {
  const [segment] = await db.insert(marketingSegments).values({ name, criteria }).returning()
  return segment!
}

/** Email events of a campaign's messages, as the sender and the tracking routes log them. */
export async function logCampaignEvents(
  db: Db,
  campaignId: string,
  events: Partial<Record<'sent' | 'opened' | 'clicked' | 'bounced' | 'unsubscribed', number>>,
  at?: Date,
) {
  const rows = Object.entries(events).flatMap(([eventType, n]) =>
    Array.from({ length: n }, (_, i) => ({
      eventType,
      campaignId,
      recipient: `r${i}@example.com`,
      ...(at && { createdAt: at }),
    })),
  )
  if (rows.length) await db.insert(emailLogs).values(rows)
}

/** Queued jobs of a kind for a campaign (no worker runs in these tests, so they stay queued). */
export async function queuedJobs(db: Db, name: string, campaignId: string) {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${name} and data->>'campaignId' = ${campaignId}`,
  )
  return rows[0]!.n
}
