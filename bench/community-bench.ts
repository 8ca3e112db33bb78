import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { AppContext } from '../apps/server/src/types.ts'
import { fire, warm, type Result } from './api-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { fmt, median } from './stats.ts'
import { seedCommunityData } from './seed-community.ts'

/**
 * The community programme at 10,000 designs and 1,000,000 votes: every gallery filter and Trending
 * at a fixed 1,000 req/s (target p99 20 ms), voting at full speed (target 1,000 votes/s) and at a fixed
 * 500 votes/s (target p99 50 ms). Each vote is a new (voter, design) pair, sent by a separate process.
 */
const USERS = Number(process.env.BENCH_VOTERS ?? 20_000)
const DESIGNS = Number(process.env.BENCH_DESIGNS ?? 10_000)
const VOTES = Number(process.env.BENCH_VOTES ?? 1_000_000)
// Prime, so (voter, design) pairs never repeat when votes spread over the 10,000 designs.
const CROWD = Number(process.env.BENCH_CROWD ?? 4001)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** BENCH_COMMUNITY_PARTS=votes (or pages) runs one half. */
const PARTS = process.env.BENCH_COMMUNITY_PARTS ?? 'pages,votes'
const APP_URL = 'http://127.0.0.1:3997'

const run = promisify(execFile)

export async function runCommunityBench() {
  const seedStart = Date.now()
  const {
    ctx,
    app,
    seeded: counts,
    close,
  } = await startBenchShop({
    appUrl: APP_URL,
    // As behind a load balancer: each voter's address arrives in X-Forwarded-For, so the crowd looks like
    // people on their own networks rather than one machine (which the anomaly checks would flag).
    env: { TRUST_PROXY: 'true' },
    seed: async (db, pool) => {
      await seedCommunityData(db, { users: USERS, designs: DESIGNS, votes: VOTES })
      return (
        await pool.query<{ designs: number; votes: number }>(
          `select (select count(*)::int from community_designs) designs, (select count(*)::int from design_votes) votes`,
        )
      ).rows[0]!
    },
  })
  console.log(
    `Seeded ${counts.designs.toLocaleString('en-US')} designs and ${counts.votes.toLocaleString('en-US')} votes ` +
      `in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  )
  const shop = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const filters = ['all', 'trending', 'newest', 'production', 'controversial']
    const pages = [
      ...filters.map((f) => ({ name: `gallery: ${f}, page 1`, path: `/api/community-designs?filter=${f}` })),
      { name: 'gallery: all, page 40', path: '/api/community-designs?filter=all&page=40' },
      { name: 'gallery: newest, page 200', path: '/api/community-designs?filter=newest&page=200' },
    ]
    const design = (
      (await (await fetch(`${shop}/api/community-designs?filter=all`)).json()) as { items: { id: string }[] }
    ).items[0]!.id
    pages.push({ name: 'design detail', path: `/api/community-designs/${design}` })
    for (const p of pages) {
      const res = await fetch(`${shop}${p.path}`)
      if (!res.ok) throw new Error(`${p.path}: ${res.status} ${await res.text()}`)
      await warm(`${shop}${p.path}`)
    }
    const fixed = new Map<string, Result[]>()
    const full = new Map<string, Result[]>()
    for (let round = 0; round < (PARTS.includes('pages') ? ROUNDS : 0); round++) {
      for (const p of pages) {
        const r = await fire(`${shop}${p.path}`, {
          connections: 20,
          duration: DURATION,
          args: ['-R', '1000'],
        })
        fixed.set(p.name, [...(fixed.get(p.name) ?? []), r])
        const m = await fire(`${shop}${p.path}`, { connections: 10, duration: DURATION })
        full.set(p.name, [...(full.get(p.name) ?? []), m])
      }
    }
    const pageRows = pages.map((p) => {
      const f = fixed.get(p.name)
      const m = full.get(p.name)
      if (!f || !m) return { p99: 0, line: `${p.name.padEnd(30)} (not run)` }
      const p99 = median(f.map((r) => r.latency.p99))
      return {
        p99,
        line:
          `${p.name.padEnd(30)} ${fmt(median(f.map((r) => r.latency.p50)), 1).padStart(7)} ${fmt(p99, 1).padStart(7)}` +
          `   ${fmt(median(m.map((r) => r.requests.average))).padStart(7)} ${fmt(median(m.map((r) => r.latency.p99)), 1).padStart(7)}`,
      }
    })

    // The voting crowd: accounts a month old (so no "new account" flags), each with a signed session cookie.
    const crowd = await createCrowd(ctx, CROWD)
    const designIds = (
      await ctx.pool.query<{ id: string }>(`select id from community_designs order by created_at desc`)
    ).rows.map((r) => r.id)
    const spreadDesigns = designIds.slice(0, Math.floor(designIds.length / 2))
    const hotDesigns = designIds.slice(Math.floor(designIds.length / 2))
    const votesBefore = await totalVotes(ctx)
    let start = 0
    const crowdRun = async (opts: {
      connections: number
      duration: number
      rate?: number
      mode: 'spread' | 'hot'
    }) => {
      // Separate halves of the designs, so the two ways of pairing voters and designs never meet.
      const designs = opts.mode === 'spread' ? spreadDesigns : hotDesigns
      const file = path.join(os.tmpdir(), `rdo-vote-load-${process.pid}.json`)
      fs.writeFileSync(
        file,
        JSON.stringify({ url: shop, origin: APP_URL, cookies: crowd, designs, start, ...opts }),
      )
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/vote-load.ts', file], {
        maxBuffer: 64 * 1024 * 1024,
      })
      fs.rmSync(file, { force: true })
      const r = JSON.parse(stdout) as Result & { used: number; '2xx': number }
      start += r.used
      if (r.errors || r.non2xx || r.timeouts) {
        throw new Error(`votes: ${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`)
      }
      return r
    }
    await crowdRun({ connections: 8, duration: 3, mode: 'spread' })
    const maxRuns: Result[] = []
    const rateRuns: Result[] = []
    const hotRuns: Result[] = []
    for (let round = 0; round < ROUNDS; round++) {
      maxRuns.push(await crowdRun({ connections: 16, duration: DURATION, mode: 'spread' }))
      rateRuns.push(await crowdRun({ connections: 20, duration: DURATION, rate: 500, mode: 'spread' }))
      // Everyone on one design: each vote waits for the design's row lock (exact counts and weights).
      start = Math.ceil(start / CROWD) * CROWD
      hotRuns.push(await crowdRun({ connections: 16, duration: DURATION, mode: 'hot' }))
      start = Math.ceil(start / CROWD) * CROWD
    }
    const recorded = (await totalVotes(ctx)) - votesBefore
    const flags = (await ctx.pool.query<{ n: number }>(`select count(*)::int n from vote_anomaly_detection`))
      .rows[0]!.n
    const throughput = median(maxRuns.map((r) => r.requests.average))
    const rateP99 = median(rateRuns.map((r) => r.latency.p99))
    const worstPage = Math.max(...pageRows.map((r) => r.p99))

    const report = [
      `Community benchmark: ${counts.designs.toLocaleString('en-US')} designs, ${counts.votes.toLocaleString('en-US')} votes, ` +
        `${USERS.toLocaleString('en-US')} voters; ${DURATION} s per run, medians of ${ROUNDS} rounds`,
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `${'page'.padEnd(30)} p50 ms  p99 ms  (at 1,000 req/s)   max req/s  p99 ms`,
      ...pageRows.map((r) => r.line),
      '',
      `votes at full speed, spread over the designs (16 connections): ${fmt(throughput)} votes/s, p50 ${fmt(median(maxRuns.map((r) => r.latency.p50)), 1)} ms, ` +
        `p99 ${fmt(median(maxRuns.map((r) => r.latency.p99)), 1)} ms (runs ${maxRuns.map((r) => fmt(r.requests.average)).join(', ')})`,
      `votes all on one design at a time (16 connections): ${fmt(median(hotRuns.map((r) => r.requests.average)))} votes/s, ` +
        `p50 ${fmt(median(hotRuns.map((r) => r.latency.p50)), 1)} ms, p99 ${fmt(median(hotRuns.map((r) => r.latency.p99)), 1)} ms`,
      `votes at a fixed 500 votes/s: p50 ${fmt(median(rateRuns.map((r) => r.latency.p50)), 1)} ms, p99 ${fmt(rateP99, 1)} ms ` +
        `(runs ${rateRuns.map((r) => fmt(r.latency.p99, 1)).join(', ')} ms)`,
      `${recorded.toLocaleString('en-US')} new votes recorded, each a distinct voter and design, every answer 2xx; ` +
        `${flags.toLocaleString('en-US')} anomaly flags`,
      `targets: gallery and Trending p99 <= 20 ms at 1,000 req/s (worst ${fmt(worstPage, 1)} ms: ${worstPage <= 20 ? 'met' : 'MISSED'}), ` +
        `>= 1,000 votes/s (${fmt(throughput)}: ${throughput >= 1000 ? 'met' : 'MISSED'}), ` +
        `vote p99 <= 50 ms at 500 votes/s (${fmt(rateP99, 1)} ms: ${rateP99 <= 50 ? 'met' : 'MISSED'})`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/community.txt', report + '\n')
  } finally {
    await close()
  }
}

async function totalVotes(ctx: AppContext) {
  return (await ctx.pool.query<{ n: number }>(`select count(*)::int n from design_votes`)).rows[0]!.n
}

/**
 * `n` voter accounts created a month ago, each with a session, and the signed session cookies a browser
 * would hold (signed with the server's secret exactly as the auth library signs them), so the crowd
 * needs no password hashing to sign in.
 */
export async function createCrowd(ctx: AppContext, n: number): Promise<string[]> {
  const { rows } = await ctx.pool.query<{ token: string }>(
    `with u as (
       insert into "user" (name, email, email_verified, role, created_at)
       select 'Crowd ' || g, 'crowd' || g || '@bench.example', true, 'user', now() - interval '30 days'
       from generate_series(1, $1::int) g returning id)
     insert into session (user_id, token, expires_at)
     select id, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), now() + interval '1 day' from u returning token`,
    [n],
  )
  const authContext = await ctx.auth.$context
  const name = authContext.authCookies.sessionToken.name
  const secret = ctx.config.AUTH_SECRET!
  return rows.map(({ token }) => {
    const signature = crypto.createHmac('sha256', secret).update(token).digest('base64')
    return `${name}=${encodeURIComponent(`${token}.${signature}`)}`
  })
}
