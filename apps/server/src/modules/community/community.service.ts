import { sql, type SQL } from 'drizzle-orm'
import {
  CONTROVERSIAL_MIN_DISLIKES,
  CONTROVERSIAL_MIN_VOTES,
  DESIGN_MESSAGES,
  nextVoteWeight,
  PRODUCTION_THRESHOLD,
  TRENDING_DAYS,
  TRENDING_LIMIT,
  type DesignCard,
  type DesignFilter,
  type DesignLiveCounts,
  type DesignReactions,
  type MyDesignsResponse,
} from '@rdo/contracts'
import { isUuid } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import { cachedBody, type JsonBody } from '../../lib/http-cache.ts'
import type { AppContext } from '../../types.ts'
import {
  cardColumns,
  detailColumns,
  toCard,
  toDetail,
  toMyDesign,
  type CardRow,
  type DetailRow,
} from './community-dto.ts'

type ListInput = { filter: DesignFilter; page: number; per_page: number }

/**
 * Each list filter as a condition and an order that one index of the design table serves directly
 * (migration 0008), so a page reads only its own rows however many designs there are.
 */
const FILTERS: Record<Exclude<DesignFilter, 'trending'>, { where: SQL; order: SQL }> = {
  all: { where: sql`true`, order: sql`d.net_score desc, d.created_at desc` },
  newest: { where: sql`true`, order: sql`d.created_at desc` },
  production: {
    where: sql`d.status = 'approved' and d.net_score >= ${sql.raw(String(PRODUCTION_THRESHOLD))}`,
    order: sql`d.votes desc, d.created_at desc`,
  },
  controversial: {
    where: sql`d.votes > ${sql.raw(String(CONTROVERSIAL_MIN_VOTES))}
      and d.dislike_count > ${sql.raw(String(CONTROVERSIAL_MIN_DISLIKES))}`,
    order: sql`d.dislike_count desc, d.votes desc, d.created_at desc`,
  },
}

const listBody = (items: DesignCard[], total: number, page: number, perPage: number): JsonBody =>
  cachedBody(JSON.stringify({ items, total, page, per_page: perPage }))

/** The statements of one list page and of its filter's total. */
export function listSql(filter: Exclude<DesignFilter, 'trending'>, page: number, perPage: number) {
  const { where, order } = FILTERS[filter]
  // The literal conditions match the partial indexes' predicates, so the planner can use them.
  return {
    rows: sql`select ${cardColumns}
      from (select * from community_designs d where ${where}
        order by ${order} limit ${perPage} offset ${(page - 1) * perPage}) d
      left join profiles p on p.id = d.created_by
      order by ${order}`,
    total: sql`select count(*)::int as n from community_designs d where ${where}`,
  }
}

/** One gallery page under a filter, with the filter's total. Served from the shared caches. */
export async function listDesigns(ctx: AppContext, input: ListInput): Promise<JsonBody> {
  if (input.filter === 'trending') return trendingPage(ctx, input.page)
  const { filter, page, per_page: perPage } = input
  return ctx.runtimes.community.caches.lists.get(`${filter}\u0000${page}\u0000${perPage}`, async () => {
    const query = listSql(filter, page, perPage)
    const [rows, count] = await Promise.all([
      ctx.db.execute<CardRow>(query.rows),
      ctx.db.execute<{ n: number }>(query.total),
    ])
    return listBody(rows.rows.map(toCard), count.rows[0]?.n ?? 0, page, perPage)
  })
}

/**
 * Trending: the weight of the votes minus the number of dislikes cast in the last TRENDING_DAYS days,
 * per design, highest first and the newest design first on ties; only designs with activity in the
 * window, at most TRENDING_LIMIT. Both reactions tables are read through their created_at index, over
 * the window only.
 */
export function trendingSql(): SQL {
  const since = sql`now() - make_interval(days => ${sql.raw(String(TRENDING_DAYS))})`
  // The design rows are read (by primary key) only for the candidates: the top scores down to the
  // TRENDING_LIMIT-th, with every design tied with it, so the newest-first tie order stays exact.
  return sql`with activity as (
      select v.design_id, sum(v.weight) as score from design_votes v
        where v.created_at > ${since} group by v.design_id
      union all
      select x.design_id, -count(*)::numeric from design_dislikes x
        where x.created_at > ${since} group by x.design_id
    ), ranked as (
      select design_id, sum(score) as score from activity group by design_id
    ), cutoff as (
      select min(score) as score from (
        select score from ranked order by score desc limit ${TRENDING_LIMIT}) top
    )
    select ${cardColumns}
    from ranked r
    cross join cutoff c
    join lateral (select * from community_designs d where d.id = r.design_id) d on true
    left join profiles p on p.id = d.created_by
    where r.score >= c.score
    order by r.score desc, d.created_at desc, d.id desc
    limit ${TRENDING_LIMIT}`
}

export type Trending = { items: DesignCard[]; body: JsonBody }

/** Computes Trending (served from `ctx.runtimes.community.caches.trending`). */
export async function loadTrending(ctx: AppContext): Promise<Trending> {
  const res = await ctx.db.execute<CardRow>(trendingSql())
  const items = res.rows.map(toCard)
  return { items, body: listBody(items, items.length, 1, TRENDING_LIMIT) }
}

/** Trending is one page of at most TRENDING_LIMIT designs; later pages are empty. */
async function trendingPage(ctx: AppContext, page: number): Promise<JsonBody> {
  const trending = await ctx.runtimes.community.caches.trending.get()
  return page === 1 ? trending.body : listBody([], trending.items.length, page, TRENDING_LIMIT)
}

const notFound = () => new NotFound(DESIGN_MESSAGES.designNotFound)

export async function loadDesignDetail(ctx: AppContext, id: string) {
  if (!isUuid(id)) return null
  const res = await ctx.db.execute<DetailRow>(sql`select ${detailColumns}
    from community_designs d left join profiles p on p.id = d.created_by where d.id = ${id}`)
  const row = res.rows[0]
  return row ? toDetail(row) : null
}

/** The design page's data (any status: a submission is shareable while it awaits review). */
export async function getDesign(ctx: AppContext, id: string): Promise<JsonBody> {
  if (!isUuid(id)) throw notFound()
  const found = await communityDesignsDetail(ctx, id.toLowerCase())
  if (!found) throw notFound()
  return found
}

function communityDesignsDetail(ctx: AppContext, id: string) {
  return ctx.runtimes.community.caches.details.get(id, async () => {
    const detail = await loadDesignDetail(ctx, id)
    return detail ? cachedBody(JSON.stringify(detail)) : null
  })
}

/** Which of these designs the user voted for and which they disliked. */
export async function reactionsOf(ctx: AppContext, userId: string, ids: string[]): Promise<DesignReactions> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))]
  if (!unique.length) return { votes: [], dislikes: [] }
  const list = sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const res = await ctx.db.execute<{ kind: 'vote' | 'dislike'; design_id: string }>(sql`
    select 'vote' as kind, design_id from design_votes where user_id = ${userId} and design_id in (${list})
    union all
    select 'dislike', design_id from design_dislikes where user_id = ${userId} and design_id in (${list})`)
  const pick = (kind: string) => res.rows.filter((r) => r.kind === kind).map((r) => r.design_id)
  return { votes: pick('vote'), dislikes: pick('dislike') }
}

/** The caller's own designs, newest first, with the counters of all of them. */
export async function myDesigns(
  ctx: AppContext,
  userId: string,
  { page, per_page: perPage }: { page: number; per_page: number },
): Promise<MyDesignsResponse> {
  const threshold = sql.raw(String(PRODUCTION_THRESHOLD))
  const [rows, counts] = await Promise.all([
    ctx.db.execute<CardRow & { review_feedback: string | null }>(sql`select ${cardColumns}, d.review_feedback
      from community_designs d left join profiles p on p.id = d.created_by
      where d.created_by = ${userId}
      order by d.created_at desc, d.id desc limit ${perPage} offset ${(page - 1) * perPage}`),
    ctx.db.execute<MyDesignsResponse['counters']>(sql`select
        count(*)::int as total,
        (count(*) filter (where status = 'pending'))::int as pending,
        (count(*) filter (where status = 'approved'))::int as approved,
        (count(*) filter (where status = 'rejected'))::int as rejected,
        (count(*) filter (where status = 'approved' and net_score >= ${threshold}))::int as in_production,
        coalesce(sum(votes), 0)::int as total_votes,
        coalesce(sum(net_score), 0)::int as net_score
      from community_designs where created_by = ${userId}`),
  ])
  const counters = counts.rows[0]!
  return { items: rows.rows.map(toMyDesign), total: counters.total, page, per_page: perPage, counters }
}

/** The live counters of one design, or null when it does not exist. */
export async function liveCountsOf(ctx: AppContext, id: string): Promise<DesignLiveCounts | null> {
  if (!isUuid(id)) return null
  const res = await ctx.db.execute<{
    votes: number
    dislike_count: number
    net_score: number
    weighted_score: string
    comment_count: number
  }>(sql`select votes, dislike_count, net_score, weighted_score::text as weighted_score, comment_count
    from community_designs where id = ${id}`)
  const row = res.rows[0]
  if (!row) return null
  return {
    design_id: id.toLowerCase(),
    votes: row.votes,
    dislike_count: row.dislike_count,
    net_score: row.net_score,
    weighted_score: Number(row.weighted_score),
    current_weight: nextVoteWeight(row.votes),
    comment_count: row.comment_count,
  }
}
