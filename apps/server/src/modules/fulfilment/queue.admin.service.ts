import { and, eq, sql, type SQL } from 'drizzle-orm'
import { OPEN_FULFILMENT_STATUSES, fulfilmentQueueQuery, type FulfilmentQueueResponse } from '@rdo/contracts'
import type { z } from 'zod'
import { fulfilments } from '../../db/schema/fulfilment.ts'
import type { AppContext } from '../../types.ts'

type Query = z.output<typeof fulfilmentQueueQuery>
const OPEN_LIST = sql.raw(OPEN_FULFILMENT_STATUSES.map((s) => `'${s}'`).join(', '))

/**
 * One page of the fulfilment queue, oldest first (what waits longest comes first). The page is cut
 * from `fulfilments` by its (provider,) status, created index; only the page's rows are joined to
 * their orders. The total is counted through the same index.
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
    countQueue(ctx, where),
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

/** From this many rows on, the unfiltered total is PostgreSQL's running estimate, as for orders. */
const ESTIMATE_FROM = 10_000

/**
 * The queue's total. Filtered totals are exact (counted through the page's index); the unfiltered
 * total of a large table is the planner's estimate, since counting every row each page view would
 * cost more than the page.
 */
async function countQueue(ctx: AppContext, where: SQL | undefined): Promise<number> {
  if (!where) {
    const { rows } = await ctx.db.execute<{ n: string | null }>(sql`
      select (c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int))::bigint as n
      from pg_class c where c.oid = 'fulfilments'::regclass and c.relpages > 0 and c.reltuples > 0`)
    const estimate = Number(rows[0]?.n ?? 0)
    if (estimate >= ESTIMATE_FROM) return estimate
  }
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(fulfilments)
    .where(where)
  return row?.n ?? 0
}
