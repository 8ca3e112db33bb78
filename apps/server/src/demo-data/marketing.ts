import {
  campaignPerformance,
  campaignRecipients,
  emailLogs,
  marketingCampaigns,
  marketingSubscribers,
  marketingTemplates,
} from '../db/schema/index.ts'
import { daysAgo, int, rngFor, seedUuid } from './rng.ts'
import type { SeedContext, SeedTx } from './types.ts'

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chen',
  'Dara',
  'Eli',
  'Fatima',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Mateo',
]

const DROP_HTML = `<html><head><style>
h1 { font-size: 24px; margin: 0 0 12px } .cta { display: inline-block; background: #9945ff; color: #ffffff;
padding: 12px 20px; border-radius: 999px; text-decoration: none; font-weight: 600 }
</style></head><body><h1>The drop is live, {{first_name}}</h1>
<p>Small batch. No restocks. Holders shop first.</p>
<p><a class="cta" href="https://rdo.shop/products">Shop the drop</a></p></body></html>`

/**
 * The marketing back office's demo: 49 newsletter fans besides Alice (so the demo segment holds 50
 * active subscribers), three addresses that left, bounced or complained, two marketing templates and
 * one campaign sent four days ago with its opens and clicks.
 */
export async function seedMarketing(tx: SeedTx, ctx: SeedContext) {
  const rng = rngFor('marketing')
  const fans = Array.from({ length: 49 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    return {
      id: seedUuid(`subscriber:fan${n}`),
      email: `fan${n}@example.com`,
      firstName: `${FIRST_NAMES[i % FIRST_NAMES.length]}${n}`,
      status: 'active' as const,
      createdAt: daysAgo(ctx.now, 80 - i),
      updatedAt: daysAgo(ctx.now, 80 - i),
    }
  })
  const gone = (['unsubscribed', 'bounced', 'complained'] as const).map((status) => ({
    id: seedUuid(`subscriber:${status}`),
    email: `${status}@example.com`,
    firstName: null,
    status,
    createdAt: daysAgo(ctx.now, 70),
    updatedAt: daysAgo(ctx.now, 30),
  }))
  await tx.insert(marketingSubscribers).values([...fans, ...gone])

  const templateId = seedUuid('marketing-template:drop')
  await tx.insert(marketingTemplates).values([
    {
      id: templateId,
      name: 'Drop announcement',
      description: 'A new limited drop: headline, one line and the shop button.',
      content: DROP_HTML,
      category: 'promotional',
      createdAt: daysAgo(ctx.now, 40),
      updatedAt: daysAgo(ctx.now, 40),
    },
    {
      id: seedUuid('marketing-template:monthly'),
      name: 'Monthly newsletter',
      description: 'What dropped, what is next, community designs in production.',
      content:
        '<h1>This month at RDO, {{first_name}}</h1><p>Three drops, two community designs in production.</p>',
      category: 'newsletter',
      createdAt: daysAgo(ctx.now, 35),
      updatedAt: daysAgo(ctx.now, 35),
    },
  ])

  const campaignId = seedUuid('campaign:october-drop')
  const sentAt = daysAgo(ctx.now, 4)
  await tx.insert(marketingCampaigns).values({
    id: campaignId,
    name: 'Degen Mode hoodie drop',
    description: 'Launch email for the Degen Mode hoodie.',
    templateId,
    segmentId: seedUuid('segment:newsletter'),
    subject: 'The drop is live, {{first_name}}',
    fromEmail: 'no-reply@rdo.shop',
    fromName: 'RDO Shop',
    status: 'completed',
    contentMode: 'marketing_template',
    startedAt: sentAt,
    completedAt: sentAt,
    createdAt: sentAt,
    updatedAt: sentAt,
  })
  await tx.insert(campaignRecipients).values(
    fans.map((f) => ({
      campaignId,
      subscriberId: f.id,
      email: f.email,
      status: 'sent' as const,
      attempts: 1,
      sentAt,
    })),
  )
  const subject = (f: (typeof fans)[number]) => `The drop is live, ${f.firstName}`
  const at = (hours: number) => new Date(sentAt.getTime() + hours * 3_600_000)
  const events = fans.flatMap((f) => {
    const roll = int(rng, 0, 99)
    const base = { recipient: f.email, subject: subject(f), campaignId }
    return [
      { ...base, eventType: 'sent', createdAt: sentAt },
      ...(roll < 45 ? [{ ...base, eventType: 'opened', createdAt: at(1 + (roll % 20)) }] : []),
      ...(roll < 15 ? [{ ...base, eventType: 'clicked', createdAt: at(2 + (roll % 20)) }] : []),
    ]
  })
  await tx.insert(emailLogs).values(events)
  const count = (type: string) => events.filter((e) => e.eventType === type).length
  await tx.insert(campaignPerformance).values({
    campaignId,
    campaignName: 'Degen Mode hoodie drop',
    sentCount: count('sent'),
    openCount: count('opened'),
    clickCount: count('clicked'),
    createdAt: sentAt,
    updatedAt: at(24),
  })
}
