import type { EmailCounts, EmailOverviewResponse, EmailPeriod, EmailRates } from '@rdo/contracts'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { emailEventCounts } from '../../db/schema/marketing.ts'
import type { AppContext } from '../../types.ts'
import { periodStart } from './email-periods.ts'
import { recentLogs } from './logs.service.ts'

const COUNTED = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained'] as const
const RECENT_EVENTS = 10

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)

/**
 * Totals from the event counts. Providers that report deliveries are believed; without delivery
 * reports, an accepted message that did not bounce counts as delivered.
 */
export function countsOf(byType: Record<string, number>): EmailCounts {
  const n = (t: string) => byType[t] ?? 0
  const sent = n('sent')
  const bounced = n('bounced')
  return {
    sent,
    delivered: n('delivered') > 0 ? n('delivered') : Math.max(sent - bounced, 0),
    opened: n('opened'),
    clicked: n('clicked'),
    bounced,
    complained: n('complained'),
  }
}

export function ratesOf(c: EmailCounts): EmailRates {
  return {
    delivery_rate: ratio(c.delivered, c.sent),
    open_rate: ratio(c.opened, c.delivered),
    click_rate: ratio(c.clicked, c.opened),
    bounce_rate: ratio(c.bounced, c.sent),
  }
}

/** The period's hour buckets: the first is the hour the period starts in. */
const bucketsFrom = (from: Date | null) =>
  from ? sql`${emailEventCounts.bucket} >= date_trunc('hour', ${from.toISOString()}::timestamptz)` : sql`true`

async function periodCounts(db: Db, from: Date | null): Promise<EmailCounts> {
  const { rows } = await db.execute<{ event_type: string; n: string }>(sql`
    select ${emailEventCounts.eventType} as event_type, sum(${emailEventCounts.count}) as n
    from ${emailEventCounts}
    where ${bucketsFrom(from)}
      and ${emailEventCounts.eventType} in (${sql.join(
        COUNTED.map((t) => sql`${t}`),
        sql`, `,
      )})
    group by 1`)
  return countsOf(Object.fromEntries(rows.map((r) => [r.event_type, Number(r.n)])))
}

type SeriesRow = { at: Date | string; sent: string; opened: string; clicked: string; bounced: string }

/**
 * One point per hour (today) or per UTC day, from the period's start (for all time, the first day with
 * any event) to now, empty buckets included as zeros. The hourly rows are summed per day in SQL.
 */
async function periodSeries(db: Db, from: Date | null, unit: 'hour' | 'day') {
  const first = from
    ? sql`date_trunc(${unit}, ${from.toISOString()}::timestamptz, 'UTC')`
    : sql`(select date_trunc('day', min(${emailEventCounts.bucket}), 'UTC') from ${emailEventCounts})`
  const step = unit === 'hour' ? '1 hour' : '1 day'
  const of = (t: string) => sql`coalesce(sum(${emailEventCounts.count}) filter (where event_type = ${t}), 0)`
  const { rows } = await db.execute<SeriesRow>(sql`
    with points as (
      select (g at time zone 'UTC') as at
      from generate_series(${first} at time zone 'UTC', date_trunc(${unit}, now(), 'UTC') at time zone 'UTC',
        ${step}::interval) g
    ), sums as (
      select date_trunc(${unit}, ${emailEventCounts.bucket}, 'UTC') as at,
        ${of('sent')} as sent, ${of('opened')} as opened, ${of('clicked')} as clicked, ${of('bounced')} as bounced
      from ${emailEventCounts}
      where ${bucketsFrom(from)}
      group by 1
    )
    select p.at, coalesce(s.sent, 0) as sent, coalesce(s.opened, 0) as opened,
      coalesce(s.clicked, 0) as clicked, coalesce(s.bounced, 0) as bounced
    from points p left join sums s on s.at = p.at
    order by p.at`)
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    sent: Number(r.sent),
    opened: Number(r.opened),
    clicked: Number(r.clicked),
    bounced: Number(r.bounced),
  }))
}

/**
 * The dashboard's numbers for a period, read from the hourly event counts (never by counting the log),
 * with the chart's points and the ten newest events.
 */
export async function emailOverview(ctx: AppContext, period: EmailPeriod): Promise<EmailOverviewResponse> {
  const from = periodStart(period)
  const bucket = period === 'today' ? 'hour' : 'day'
  const [counts, series, recent] = await Promise.all([
    periodCounts(ctx.db, from),
    periodSeries(ctx.db, from, bucket),
    recentLogs(ctx.db, RECENT_EVENTS),
  ])
  return {
    period,
    from: from?.toISOString() ?? null,
    counts,
    rates: ratesOf(counts),
    bucket,
    series,
    recent,
  }
}
