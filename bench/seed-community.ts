import { sql } from 'drizzle-orm'
import type { Db } from '../apps/server/src/db/client.ts'

const WORDS =
  'Neon Validator Frog Diamond Candle Glitch Moon Gas Rug Paper Ape Seed Lambo Bear Airdrop'.split(' ')
const THINGS =
  'Skyline Prince Hands Sunset Cathedral Bull Station Weaver Origami Rush Dreams Blues Season'.split(' ')
const STYLES = [
  'modern streetwear',
  'urban casual',
  'minimalist',
  'vintage inspired',
  'cyberpunk',
  'techwear',
  'abstract',
  'geometric',
]

const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`)

/**
 * The community programme at its benchmark size: `users` voters, `designs` designs (a mix of statuses,
 * one per hour back in time) and about `votes` votes, in set-based statements. Votes follow a long tail
 * (a few designs gather thousands, most a few dozen), each from a different voter with its bonding-curve
 * weight, spread over 90 days; about one dislike per ten votes. The counters are then set from the rows,
 * as the vote function keeps them.
 */
export async function seedCommunityData(
  db: Db,
  { users, designs, votes }: { users: number; designs: number; votes: number },
) {
  await db.execute(sql`insert into "user" (name, email, email_verified, role, created_at)
    select 'Voter ' || g, 'voter' || g || '@bench.example', true, 'user', now() - interval '120 days'
    from generate_series(1, ${users}) g`)
  await db.execute(sql`insert into community_designs (image_url, style, description, prompt, status, created_by,
      design_type, created_at, updated_at)
    select '/files/designs/bench-' || g || '.webp', (${arr(STYLES)})[1 + g % 8],
      (${arr(WORDS)})[1 + g % 15] || ' ' || (${arr(THINGS)})[1 + (g / 15) % 13] || ' #' || g,
      'Benchmark design ' || g || ': a front print for an oversized tee.',
      (case when g % 10 < 6 then 'approved' when g % 10 < 9 then 'pending' else 'rejected' end)::design_status,
      u.ids[1 + (g * 7919) % u.n], 'graphic', now() - (g || ' hours')::interval, now() - (g || ' hours')::interval
    from generate_series(1, ${designs}) g
    cross join (select array_agg(id) ids, count(*)::int n from "user" where email like 'voter%@bench.example') u`)
  // Votes per design: a Zipf-like tail scaled so the total is about `votes`.
  await db.execute(sql`create temporary table bench_design_votes as
    select d.id, d.rn, least(${users}, greatest(3, floor(${votes} * (1.0 / power(d.rn, 0.6)) / s.total)))::int as n
    from (select id, row_number() over (order by created_at desc) as rn from community_designs) d
    cross join (select sum(1.0 / power(g, 0.6)) as total from generate_series(1, ${designs}) g) s`)
  await db.execute(sql`insert into design_votes (design_id, user_id, weight, created_at)
    select b.id, u.ids[1 + (b.rn * 7919 + k) % u.n], greatest(1, 2 - k / 100.0),
      now() - ((k * 7 + b.rn * 13) % (90 * 24 * 60) || ' minutes')::interval
    from bench_design_votes b
    cross join lateral generate_series(0, b.n - 1) k
    cross join (select array_agg(id) ids, count(*)::int n from "user" where email like 'voter%@bench.example') u`)
  await db.execute(sql`insert into design_dislikes (design_id, user_id, created_at)
    select b.id, u.ids[1 + (b.rn * 7919 + b.n + k) % u.n], now() - ((k * 11 + b.rn) % (90 * 24 * 60) || ' minutes')::interval
    from bench_design_votes b
    cross join lateral generate_series(0, b.n / 10) k
    cross join (select array_agg(id) ids, count(*)::int n from "user" where email like 'voter%@bench.example') u
    where b.n / 10 + b.n < u.n`)
  await db.execute(sql`update community_designs d set votes = v.n, weighted_score = v.w,
      dislike_count = coalesce(x.n, 0), net_score = v.n - coalesce(x.n, 0)
    from (select design_id, count(*)::int n, sum(weight) w from design_votes group by design_id) v
    left join (select design_id, count(*)::int n from design_dislikes group by design_id) x using (design_id)
    where d.id = v.design_id`)
  await db.execute(sql`vacuum analyze`)
}
