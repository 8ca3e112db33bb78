import {
  ADMIN_SEARCH_COUNT_CAP,
  type EmailLog,
  type EmailLogListQuery,
  type EmailLogListResponse,
} from '@rdo/contracts'
import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { user } from '../../../db/schema/auth.ts'
import { emailLogs } from '../../../db/schema/email.ts'
import { likePattern, orderBy, pageWindow, toPage } from '../../../lib/admin-list.ts'
import type { AppContext } from '../../../types.ts'
import { periodStart } from './email-periods.ts'

const logColumns = {
  id: emailLogs.id,
  eventType: emailLogs.eventType,
  recipient: emailLogs.recipient,
  subject: emailLogs.subject,
  userId: emailLogs.userId,
  userEmail: user.email,
  userName: user.name,
  emailId: emailLogs.emailId,
  campaignId: emailLogs.campaignId,
  createdAt: emailLogs.createdAt,
}
type LogRow = {
  id: string
  eventType: string
  recipient: string | null
  subject: string | null
  userId: string | null
  userEmail: string | null
  userName: string | null
  emailId: string | null
  campaignId: string | null
  createdAt: Date
}

function toLog(r: LogRow): EmailLog {
  return {
    id: r.id,
    event_type: r.eventType,
    recipient: r.recipient,
    subject: r.subject,
    user_id: r.userId,
    user_email: r.userEmail,
    user_name: r.userName,
    email_id: r.emailId,
    campaign_id: r.campaignId,
    created_at: r.createdAt.toISOString(),
  }
}

function logFilter(q: EmailLogListQuery): SQL | undefined {
  const term = q.q ? likePattern(q.q) : null
  const from = periodStart(q.period)
  return and(
    term
      ? or(
          // lower() + LIKE scans several times faster than ILIKE (the pattern is lower-cased already).
          sql`lower(${emailLogs.recipient}) like ${term}`,
          sql`lower(${emailLogs.subject}) like ${term}`,
          // The accounts come from the user search's trigram index, once, not per log row.
          sql`${emailLogs.userId} in (select ${user.id} from ${user} where ${user.searchText} like ${term})`,
        )
      : undefined,
    q.event ? eq(emailLogs.eventType, q.event) : undefined,
    from ? gte(emailLogs.createdAt, from) : undefined,
    q.campaign_id ? eq(emailLogs.campaignId, q.campaign_id) : undefined,
  )
}

/**
 * The page itself: newest first by created_at (its index serves the order, the id only breaks ties),
 * so the first page of a million rows reads 25 index entries.
 */
export function logPageQuery(db: Db, q: EmailLogListQuery) {
  const { limit, offset } = pageWindow(q)
  return db
    .select(logColumns)
    .from(emailLogs)
    .leftJoin(user, eq(user.id, emailLogs.userId))
    .where(logFilter(q))
    .orderBy(orderBy(sql`${emailLogs.createdAt}`, q.dir, sql`${emailLogs.id}`))
    .limit(limit)
    .offset(offset)
}

/**
 * One page of the email log with the account each event concerns. The total is counted only up to the
 * shared cap (then "1,000+"): the log grows by millions of rows and nobody pages that far.
 */
export async function listLogs(ctx: AppContext, q: EmailLogListQuery): Promise<EmailLogListResponse> {
  const rows = await logPageQuery(ctx.db, q)
  const items = rows.map(toLog)
  const { limit, offset } = pageWindow(q)
  // A page that is not full ends the list, so it gives the total without counting: a rare search term
  // then scans the log once, not twice.
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return toPage(items, offset + rows.length, q)
  const capped = ctx.db
    .select({ one: sql`1` })
    .from(emailLogs)
    .where(logFilter(q))
    .limit(ADMIN_SEARCH_COUNT_CAP + 1)
    .as('m')
  const [n] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(capped)
  const found = n?.n ?? 0
  if (found > ADMIN_SEARCH_COUNT_CAP)
    return { ...toPage(items, ADMIN_SEARCH_COUNT_CAP, q), total_capped: true }
  return toPage(items, found, q)
}

/** The newest events of all time, for the overview. */
export async function recentLogs(db: Db, limit: number): Promise<EmailLog[]> {
  const rows = await db
    .select(logColumns)
    .from(emailLogs)
    .leftJoin(user, eq(user.id, emailLogs.userId))
    .orderBy(sql`${emailLogs.createdAt} desc, ${emailLogs.id} desc`)
    .limit(limit)
  return rows.map(toLog)
}
