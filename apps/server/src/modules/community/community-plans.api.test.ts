import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { listSql, trendingSql } from './community.service.ts'

/**
 * The gallery's statements at 10,000 designs: each filter's page and total, and Trending, are served by
 * the indexes of the design table (never a scan of all of it), and Trending reads the reactions of the
 * last days through their created_at indexes.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  const q = (text: string) => t.ctx.pool.query(text)
  await q(`insert into "user" (email, name, email_verified, role)
    select 'plan-' || g || '@example.com', 'P' || g, true, 'user' from generate_series(1, 200) g`)
  await q(`insert into community_designs (image_url, description, created_by, status, votes, dislike_count, net_score, created_at)
    select '/files/designs/x.webp', 'd' || g, u.ids[1 + g % 200],
      (array['pending','approved','rejected'])[1 + g % 3]::design_status, v, dl, v - dl,
      now() - (g % 400) * interval '1 day' - g * interval '1 second'
    from (select g, (random() * 1000)::int as v,
            (case when g % 50 = 0 then 6 + (random() * 30)::int else (random() * 5)::int end) as dl
          from generate_series(1, 10000) g) s,
         (select array_agg(id) as ids from "user") u`)
  // Reactions in the order they would be cast, mostly older than the Trending window.
  await q(`insert into design_votes (design_id, user_id, weight, created_at)
    select design_id, user_id, weight, at from (
      select d.id as design_id, u.id as user_id, 1 + random() as weight, now() - random() * interval '365 days' as at
      from community_designs d cross join (select id from "user" order by email limit 5) u) s order by at`)
  await q(`insert into design_dislikes (design_id, user_id, created_at)
    select design_id, user_id, at from (
      select d.id as design_id, u.id as user_id, now() - random() * interval '365 days' as at
      from (select id from community_designs order by id limit 3000) d
      cross join (select id from "user" order by email limit 3 offset 100) u) s order by at`)
  await q('vacuum analyze')
}, 120_000)
afterAll(async () => t?.close())

async function plan(statement: SQL): Promise<string> {
  const { sql: text, params } = new PgDialect().sqlToQuery(statement)
  const res = await t.ctx.pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)
  return res.rows.map((r) => r['QUERY PLAN']).join('\n')
}

describe('gallery query plans at 10,000 designs', () => {
  it.each(['all', 'newest', 'production', 'controversial'] as const)(
    '%s: page and total use an index',
    async (filter) => {
      const { rows, total } = listSql(filter, 3, 24)
      for (const statement of [rows, total]) {
        const text = await plan(statement)
        expect(text, text).not.toMatch(/Seq Scan on community_designs/)
        expect(text, text).toMatch(/Index (Only )?Scan using community_designs_\w+ on community_designs/)
      }
    },
  )

  it('trending reads the window through the created_at indexes and designs by primary key', async () => {
    const text = await plan(trendingSql())
    expect(text, text).not.toMatch(/Seq Scan on (community_designs|design_votes|design_dislikes)/)
    expect(text, text).toMatch(/design_votes_created_idx/)
    expect(text, text).toMatch(/design_dislikes_created_idx/)
    expect(text, text).toMatch(/community_designs_pkey/)
  })

  it('trending answers quickly even computed afresh', async () => {
    const started = performance.now()
    await t.db.execute(trendingSql())
    expect(performance.now() - started).toBeLessThan(500)
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from (${trendingSql()}) s`,
    )
    expect(rows[0]!.n).toBe(20)
  })
})
