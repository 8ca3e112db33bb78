import type { CampaignPerformanceRow, MarketingOverviewResponse } from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import { emailLogs } from '../../../db/schema/email.ts'
import {
  campaignPerformance,
  emailEventCounts,
  marketingCampaigns,
  marketingSegments,
  marketingSubscribers,
  marketingTemplates,
} from '../../../db/schema/marketing.ts'
import type { AppContext } from '../../../types.ts'
import { campaignStats, recentCampaigns } from './campaigns.admin.service.ts'

const RECENT_CAMPAIGNS = 5
const PERFORMANCE_ROWS = 5
const SERIES_DAYS = 30

async function counts(ctx: AppContext) {
  const { rows } = await ctx.db.execute<MarketingOverviewResponse['counts']>(sql`
    select
      (select count(*)::int from ${marketingSubscribers}) as subscribers,
      (select count(*)::int from ${marketingSubscribers} where status = 'active') as active_subscribers,
      (select count(*)::int from ${marketingCampaigns}) as campaigns,
      (select count(*)::int from ${marketingTemplates}) as templates,
      (select count(*)::int from ${marketingSegments}) as segments`)
  return rows[0]!
}

/** The mean of the open rates of campaigns that sent something, from their messages' events. */
async function averageOpenRate(ctx: AppContext): Promise<number | null> {
  const { rows } = await ctx.db.execute<{ avg: number | null }>(sql`
    select avg(opened::float8 / sent) as avg from (
      select count(*) filter (where event_type = 'sent') as sent,
             count(*) filter (where event_type = 'opened') as opened
      from ${emailLogs}
      where campaign_id is not null and event_type in ('sent', 'opened')
      group by campaign_id
    ) per_campaign where sent > 0`)
  const avg = rows[0]?.avg
  return avg === null || avg === undefined ? null : Number(avg)
}

/** The campaigns that sent something, most recently changed first, with counts from their events. */
async function performance(ctx: AppContext): Promise<CampaignPerformanceRow[]> {
  const { rows } = await ctx.db.execute<{ id: string; name: string; updated_at: string }>(sql`
    select c.id, c.name,
      to_json(greatest(c.updated_at, coalesce(p.updated_at, c.updated_at)))#>>'{}' as updated_at
    from ${marketingCampaigns} c
    left join ${campaignPerformance} p on p.campaign_id = c.id
    where exists (
      select 1 from ${emailLogs} l where l.campaign_id = c.id and l.event_type = 'sent')
    order by greatest(c.updated_at, coalesce(p.updated_at, c.updated_at)) desc, c.id desc
    limit ${PERFORMANCE_ROWS}`)
  const stats = await campaignStats(
    ctx.db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => {
    const s = stats.get(r.id)!
    return {
      campaign_id: r.id,
      campaign_name: r.name,
      sent_count: s.sent_count,
      open_count: s.open_count,
      click_count: s.click_count,
      open_rate: s.open_rate,
      updated_at: new Date(r.updated_at).toISOString(),
    }
  })
}

/** Sent, opened and clicked per UTC day over the last 30 days (today included), from the hourly counts. */
async function series(ctx: AppContext): Promise<MarketingOverviewResponse['series']> {
  const { rows } = await ctx.db.execute<{ day: string; sent: number; opened: number; clicked: number }>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(sum(e.count) filter (where e.event_type = 'sent'), 0)::int as sent,
      coalesce(sum(e.count) filter (where e.event_type = 'opened'), 0)::int as opened,
      coalesce(sum(e.count) filter (where e.event_type = 'clicked'), 0)::int as clicked
    from generate_series(
      date_trunc('day', now() at time zone 'utc') - make_interval(days => ${SERIES_DAYS - 1}),
      date_trunc('day', now() at time zone 'utc'),
      interval '1 day') as d(day)
    left join ${emailEventCounts} e
      on e.bucket >= d.day at time zone 'utc'
      and e.bucket < (d.day + interval '1 day') at time zone 'utc'
      and e.event_type in ('sent', 'opened', 'clicked')
    group by d.day
    order by d.day`)
  return rows.map((r) => ({
    at: `${r.day}T00:00:00.000Z`,
    sent: r.sent,
    opened: r.opened,
    clicked: r.clicked,
  }))
}

/** The marketing dashboard's overview: counts, average open rate, recent campaigns, performance, chart. */
export async function marketingOverview(ctx: AppContext): Promise<MarketingOverviewResponse> {
  const [c, average, recent, perf, daily] = await Promise.all([
    counts(ctx),
    averageOpenRate(ctx),
    recentCampaigns(ctx.db, RECENT_CAMPAIGNS),
    performance(ctx),
    series(ctx),
  ])
  return {
    counts: c,
    average_open_rate: average,
    recent_campaigns: recent,
    performance: perf,
    series: daily,
  }
}
