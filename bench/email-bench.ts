import fs from 'node:fs'
import os from 'node:os'
import type pg from 'pg'
import { adminCookie } from './admin-bench.ts'
import { fire, warm, type Result } from './api-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { fmt, median } from './stats.ts'

/**
 * Email and marketing at size: enqueueing a bulk campaign to 100,000 subscribers (target ≤ 30 s),
 * and the email overview and log pages over 1,000,000 log events (target p99 ≤ 100 ms).
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000)
const LOG_ROWS = Number(process.env.BENCH_EMAIL_LOGS ?? 1_000_000)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_EMAIL_CONNECTIONS ?? 8)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
// The admin sign-in helper sends this origin.
const APP_URL = 'http://127.0.0.1:3998'

/** Subscribers, and a year of log events: mostly sends, then opens, clicks, bounces and complaints. */
async function seed(pool: pg.Pool) {
  await pool.query(
    `insert into marketing_subscribers (email, first_name)
    select 'fan' || g || '@bench.example', 'Fan' || g from generate_series(1, $1) g`,
    [SUBSCRIBERS],
  )
  await pool.query(`insert into marketing_segments (name, criteria)
    values ('Everyone', '{"preferences":{"newsletter":true},"status":"active"}')`)
  const chunk = 250_000
  for (let done = 0; done < LOG_ROWS; done += chunk) {
    await pool.query(
      `insert into email_logs (event_type, recipient, subject, created_at)
       select (array['sent','sent','sent','sent','sent','delivered','delivered','opened','opened','clicked','bounced','complained'])[1 + (g % 12)],
         'fan' || (g % $3) || '@bench.example', 'Drop ' || (g % 97),
         now() - ((g % 525600) || ' minutes')::interval
       from generate_series($1::int, $2::int) g`,
      [done + 1, Math.min(done + chunk, LOG_ROWS), SUBSCRIBERS],
    )
  }
  await pool.query('analyze')
}

export async function runEmailBench() {
  const seedStart = Date.now()
  // No workers: the figure is the enqueue (ledger + job), not the paced sending that follows.
  const {
    ctx,
    app,
    seeded: segmentId,
    close,
  } = await startBenchShop({
    appUrl: APP_URL,
    seed: async (_db, pool) => {
      await seed(pool)
      return (await pool.query<{ id: string }>('select id from marketing_segments limit 1')).rows[0]!.id
    },
  })
  console.log(
    `Seeded ${SUBSCRIBERS.toLocaleString('en-US')} subscribers and ${LOG_ROWS.toLocaleString('en-US')} email events in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  )
  const shop = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const cookie = await adminCookie(ctx, shop)
    const enqueues: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now()
      const res = await fetch(`${shop}/api/admin/marketing/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: APP_URL },
        body: JSON.stringify({
          segment_id: segmentId,
          mode: 'custom',
          subject: `Bench drop ${i}`,
          html: '<p>Hi {{first_name}}</p>',
        }),
      })
      const seconds = (performance.now() - started) / 1000
      if (res.status !== 201) throw new Error(`bulk: ${res.status} ${await res.text()}`)
      const { campaign } = await res.json()
      if (campaign.progress.total !== SUBSCRIBERS)
        throw new Error(`bulk: ${campaign.progress.total} recipients`)
      enqueues.push(seconds)
    }

    const scenarios = [
      { name: 'email overview: All Time', path: '/api/admin/email/overview?period=all' },
      { name: 'email overview: Last 30 Days', path: '/api/admin/email/overview?period=month' },
      { name: 'email overview: Today', path: '/api/admin/email/overview?period=today' },
      { name: 'email logs: newest, page 1', path: '/api/admin/email/logs?per_page=25' },
      {
        name: 'email logs: bounced, last 7 days',
        path: '/api/admin/email/logs?event=bounced&period=week&per_page=25',
      },
    ]
    const args = ['-H', `cookie=${cookie}`]
    for (const s of scenarios) {
      const res = await fetch(`${shop}${s.path}`, { headers: { cookie } })
      if (!res.ok) throw new Error(`${s.path}: ${res.status} ${await res.text()}`)
      await warm(`${shop}${s.path}`)
    }
    const runs = new Map<string, Result[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of scenarios) {
        const r = await fire(`${shop}${s.path}`, { connections: CONNECTIONS, duration: DURATION, args })
        if (r.non2xx || r.errors) throw new Error(`${s.name}: ${r.non2xx} non-2xx, ${r.errors} errors`)
        runs.set(s.name, [...(runs.get(s.name) ?? []), r])
      }
    }
    const rows = scenarios.map((s) => {
      const rs = runs.get(s.name)!
      const p99 = median(rs.map((r) => r.latency.p99))
      return {
        name: s.name,
        line: `${s.name.padEnd(36)} ${fmt(median(rs.map((r) => r.requests.average))).padStart(7)} ${fmt(median(rs.map((r) => r.latency.p50)), 1).padStart(7)} ${fmt(p99, 1).padStart(7)}`,
        p99,
      }
    })
    const enqueue = median(enqueues)
    const overviewP99 = Math.max(...rows.filter((r) => r.name.startsWith('email overview')).map((r) => r.p99))
    const report = [
      `Email benchmark: ${SUBSCRIBERS.toLocaleString('en-US')} subscribers, ${LOG_ROWS.toLocaleString('en-US')} email events, ` +
        `${CONNECTIONS} connections, ${DURATION} s per run, medians of ${ROUNDS} rounds`,
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `bulk campaign enqueue to ${SUBSCRIBERS.toLocaleString('en-US')} subscribers: median ${fmt(enqueue, 2)} s ` +
        `(runs ${enqueues.map((s) => fmt(s, 2)).join(', ')} s)`,
      `${'page'.padEnd(36)}   req/s  p50 ms  p99 ms`,
      ...rows.map((r) => r.line),
      '',
      `targets: enqueue <= 30 s (${fmt(enqueue, 2)} s: ${enqueue <= 30 ? 'met' : 'MISSED'}), ` +
        `overview p99 <= 100 ms (worst ${fmt(overviewP99, 1)} ms: ${overviewP99 <= 100 ? 'met' : 'MISSED'})`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/email.txt', report + '\n')
  } finally {
    await close()
  }
}
