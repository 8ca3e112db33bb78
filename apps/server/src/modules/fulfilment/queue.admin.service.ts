import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { OPEN_FULFILMENT_STATUSES, fulfilmentQueueQuery, type FulfilmentQueueResponse } from '@rdo/contracts'
import type { z } from 'zod'
import { fulfilmentCounts, fulfilments } from '../../db/schema/fulfilment.ts'
import type { AppContext } from '../../types.ts'

type Query = z.output<typeof fulfilmentQueueQuery>
const OPEN_LIST = sql.raw(OPEN_FULFILMENT_STATUSES.map((s) => `'${s}'`).join(', '))

/**
 * One page of the fulfilment queue, oldest first (what waits longest comes first). The page is cut
 * from `fulfilments` by its (provider,) status, created index; only the page's rows are joined to
 * their orders. The total is summed from the kept figures (`countQueue`).
 */
export async function listQueue(ctx: AppContext, query: Query): Promise<FulfilmentQueueResponse> {
  const filters: SQL[] = []
  if (query.provider) filters.push(eq(fulfilments.provider, query.provider))
  // Written as literals, so the planner matches the partial index of open fulfilments.
  if (query.status === 'open') filters.push(sql`${fulfilments.status} in (${OPEN_LIST})`)
  else if (query.status !== 'all') filters.push(eq(fulfilments.status, query.status))
  const where = filters.length ? and(...filters) : undefined
  const offset = (query.page - 1) * query.per_page
  const [rows, count] = await Promise.all([
    ctx.db.execute<{
      id: string
      order_id: string
      provider: 'manual' | 'printify'
      status: FulfilmentQueueResponse['items'][number]['status']
      provider_order_id: string | null
      attempts: number
      last_error: string | null
      created_at: Date | string
      updated_at: Date | string
      contact_email: string | null
      paid_at: Date | string | null
      item_count: number
    }>(sql`
      with page as (
        select * from ${fulfilments} ${where ? sql`where ${where}` : sql``}
        order by created_at asc, id asc limit ${query.per_page} offset ${offset}
      )
      select page.*, o.contact_email, o.paid_at,
        (select count(*)::int from order_items i where i.fulfilment_id = page.id) as item_count
      from page join orders o on o.id = page.order_id
      order by page.created_at asc, page.id asc`),
    countQueue(ctx, query),
  ])
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())
  return {
    items: rows.rows.map((r) => ({
      id: r.id,
      order_id: r.order_id,
      order_number: r.order_id.slice(0, 8).toUpperCase(),
      provider: r.provider,
      status: r.status,
      provider_order_id: r.provider_order_id,
      attempts: r.attempts,
      last_error: r.last_error,
      customer_email: r.contact_email,
      item_count: r.item_count,
      paid_at: iso(r.paid_at),
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at)!,
    })),
    total: count,
    page: query.page,
    per_page: query.per_page,
  }
}

/**
 * The queue's total for the page's filters, summed from the kept per-(provider, status) figures (a
 * trigger on `fulfilments` keeps them), so it is exact and costs the same at any table size.
 */
async function countQueue(ctx: AppContext, query: Query): Promise<number> {
  const filters: SQL[] = []
  if (query.provider) filters.push(eq(fulfilmentCounts.provider, query.provider))
  if (query.status === 'open') filters.push(inArray(fulfilmentCounts.status, [...OPEN_FULFILMENT_STATUSES]))
  else if (query.status !== 'all') filters.push(eq(fulfilmentCounts.status, query.status))
  const [row] = await ctx.db
    .select({ n: sql<string | null>`sum(${fulfilmentCounts.n})` })
    .from(fulfilmentCounts)
    .where(filters.length ? and(...filters) : undefined)
  return Number(row?.n ?? 0)
}
