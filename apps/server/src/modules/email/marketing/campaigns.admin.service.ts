import {
  MARKETING_MESSAGES as M,
  type Campaign,
  type CampaignContentMode,
  type CampaignListQuery,
  type CampaignListResponse,
  type CampaignStats,
} from '@rdo/contracts'
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { emailLogs, emailTemplates } from '../../../db/schema/email.ts'
import { marketingCampaigns, marketingSegments, marketingTemplates } from '../../../db/schema/marketing.ts'
import { isUuid } from '../../../lib/access.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../../lib/admin-list.ts'
import { NotFound } from '../../../lib/errors.ts'
import type { AppContext } from '../../../types.ts'
import { campaignProgress } from './campaign-control.ts'
import { discountCodeOf } from './campaign-discount.ts'

export const campaignNotFound = () => new NotFound(M.campaignNotFound, 'CAMPAIGN_NOT_FOUND')

/** The events a campaign's statistics count, each message's first open and click only. */
const STAT_EVENTS = ['sent', 'opened', 'clicked', 'bounced', 'unsubscribed'] as const
type StatEvent = (typeof STAT_EVENTS)[number]

const rate = (n: number, sent: number) => (sent > 0 ? n / sent : null)

export function statsOf(counts: Partial<Record<StatEvent, number>>): CampaignStats {
  const sent = counts.sent ?? 0
  const opened = counts.opened ?? 0
  const clicked = counts.clicked ?? 0
  return {
    sent_count: sent,
    open_count: opened,
    click_count: clicked,
    bounce_count: counts.bounced ?? 0,
    unsubscribe_count: counts.unsubscribed ?? 0,
    open_rate: rate(opened, sent),
    click_rate: rate(clicked, sent),
  }
}

/** Event counts of the campaigns' messages, in one grouped query on the (campaign_id, event_type) index. */
export async function campaignStats(db: DbOrTx, ids: string[]): Promise<Map<string, CampaignStats>> {
  const counts = new Map<string, Partial<Record<StatEvent, number>>>()
  for (const id of ids) counts.set(id, {})
  if (ids.length) {
    const rows = await db
      .select({
        id: emailLogs.campaignId,
        type: emailLogs.eventType,
        n: sql<number>`count(*)::int`,
      })
      .from(emailLogs)
      .where(and(inArray(emailLogs.campaignId, ids), inArray(emailLogs.eventType, [...STAT_EVENTS])))
      .groupBy(emailLogs.campaignId, emailLogs.eventType)
    for (const r of rows) counts.get(r.id!)![r.type as StatEvent] = r.n
  }
  return new Map([...counts].map(([id, c]) => [id, statsOf(c)]))
}

const rowColumns = {
  c: marketingCampaigns,
  // The name of whichever template the campaign's content comes from.
  templateName: sql<string | null>`case ${marketingCampaigns.contentMode}
    when 'email_template' then ${emailTemplates.name}
    when 'marketing_template' then ${marketingTemplates.name} end`,
  segmentName: marketingSegments.name,
}
type Row = {
  c: typeof marketingCampaigns.$inferSelect
  templateName: string | null
  segmentName: string | null
}

function selectRows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(marketingCampaigns)
    .leftJoin(marketingTemplates, eq(marketingTemplates.id, marketingCampaigns.templateId))
    .leftJoin(emailTemplates, eq(emailTemplates.id, marketingCampaigns.emailTemplateId))
    .leftJoin(marketingSegments, eq(marketingSegments.id, marketingCampaigns.segmentId))
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Campaign rows as the back office shows them, with their send progress and event statistics. */
async function toCampaigns(db: DbOrTx, rows: Row[]): Promise<Campaign[]> {
  const ids = rows.map((r) => r.c.id)
  const [progress, stats] = await Promise.all([campaignProgress(db, ids), campaignStats(db, ids)])
  return rows.map(({ c, templateName, segmentName }) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    status: c.status,
    content_mode: c.contentMode as CampaignContentMode,
    template_id: c.templateId,
    template_name: templateName,
    email_template_id: c.emailTemplateId,
    segment_id: c.segmentId,
    segment_name: segmentName,
    discount_code: discountCodeOf(c.templateData),
    subject: c.subject,
    preview_text: c.previewText,
    from_email: c.fromEmail,
    from_name: c.fromName,
    schedule_time: iso(c.scheduleTime),
    rate_per_second: c.ratePerSecond,
    started_at: iso(c.startedAt),
    completed_at: iso(c.completedAt),
    created_at: c.createdAt.toISOString(),
    progress: progress.get(c.id)!,
    stats: stats.get(c.id)!,
  }))
}

/** Campaigns by id, in the order given (unknown ids are left out). */
export async function campaignsByIds(db: DbOrTx, ids: string[]): Promise<Campaign[]> {
  if (!ids.length) return []
  const rows = await selectRows(db).where(inArray(marketingCampaigns.id, ids))
  const byId = new Map((await toCampaigns(db, rows)).map((c) => [c.id, c]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function getCampaign(ctx: AppContext, id: string): Promise<Campaign> {
  if (!isUuid(id)) throw campaignNotFound()
  const [campaign] = await campaignsByIds(ctx.db, [id])
  if (!campaign) throw campaignNotFound()
  return campaign
}

/** The newest campaigns, for the overview. */
export async function recentCampaigns(db: DbOrTx, limit: number): Promise<Campaign[]> {
  const rows = await selectRows(db)
    .orderBy(orderBy(sql`${marketingCampaigns.createdAt}`, 'desc', sql`${marketingCampaigns.id}`))
    .limit(limit)
  return toCampaigns(db, rows)
}

/** One page of campaigns, newest first, searched by name or subject and filtered by status. */
export async function listCampaigns(ctx: AppContext, q: CampaignListQuery): Promise<CampaignListResponse> {
  const filters: (SQL | undefined)[] = []
  if (q.q) {
    const term = likePattern(q.q)
    filters.push(or(ilike(marketingCampaigns.name, term), ilike(marketingCampaigns.subject, term)))
  }
  if (q.status) filters.push(eq(marketingCampaigns.status, q.status))
  const where = and(...filters)
  const { limit, offset } = pageWindow(q)
  const [rows, [n]] = await Promise.all([
    selectRows(ctx.db)
      .where(where)
      .orderBy(orderBy(sql`${marketingCampaigns.createdAt}`, q.dir, sql`${marketingCampaigns.id}`))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(marketingCampaigns)
      .where(where),
  ])
  return toPage(await toCampaigns(ctx.db, rows), n?.n ?? 0, q)
}
