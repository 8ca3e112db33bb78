import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import zlib from 'node:zlib'
import type { AppContext } from '../apps/server/src/types.ts'
import { fire, warm, type Result } from './api-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { fmt, median } from './stats.ts'
import { seedAdminData } from './seed-admin.ts'
import { seedGeneratedProducts } from './seed-products.ts'

/**
 * The back office at its data sizes: 100,000 orders and 50,000 users. Filtered, sorted pages of orders
 * and users under load (p99 target 50 ms), and the full orders CSV export timed with this process's
 * memory sampled throughout (target: 10 s, flat memory).
 */
const USERS = Number(process.env.BENCH_USERS ?? 50_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 8)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const APP_URL = 'http://127.0.0.1:3998'

export async function runAdminBench() {
  const seedStart = Date.now()
  const { ctx, app, close } = await startBenchShop({
    appUrl: APP_URL,
    seed: async (db) => {
      await seedGeneratedProducts(db, 1000)
      await seedAdminData(db, { users: USERS, orders: ORDERS })
    },
  })
  console.log(
    `Seeded ${USERS.toLocaleString('en-US')} users and ${ORDERS.toLocaleString('en-US')} orders in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  )
  const shop = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const cookie = await adminCookie(ctx, shop)
    const args = ['-H', `cookie=${cookie}`]
    const scenarios = [
      {
        name: 'orders: shipped, by total desc, page 3',
        path: '/api/admin/orders?status=shipped&sort=total&dir=desc&page=3&per_page=25',
      },
      {
        name: 'orders: all, newest first, page 40',
        path: '/api/admin/orders?sort=created_at&dir=desc&page=40&per_page=25',
      },
      {
        name: 'orders: search by customer email',
        path: '/api/admin/orders?q=customer4242%40bench.example&per_page=25',
      },
      {
        name: 'users: role user, by email asc, page 5',
        path: '/api/admin/users?role=user&sort=email&dir=asc&page=5&per_page=25',
      },
      {
        name: 'users: search "okafor", newest first',
        path: '/api/admin/users?q=okafor&sort=created_at&dir=desc&per_page=25',
      },
    ]
    for (const s of scenarios) {
      const res = await fetch(`${shop}${s.path}`, { headers: { cookie } })
      if (!res.ok) throw new Error(`${s.path}: ${res.status} ${await res.text()}`)
      await warm(`${shop}${s.path}`)
    }
    const runs = new Map<string, Result[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of scenarios) {
        const r = await fire(`${shop}${s.path}`, { connections: CONNECTIONS, duration: DURATION, args })
        runs.set(s.name, [...(runs.get(s.name) ?? []), r])
      }
    }
    const rows = scenarios.map((s) => {
      const rs = runs.get(s.name)!
      const p99 = median(rs.map((r) => r.latency.p99))
      return {
        line: `${s.name.padEnd(42)} ${fmt(median(rs.map((r) => r.requests.average))).padStart(7)} ${fmt(median(rs.map((r) => r.latency.p50)), 1).padStart(7)} ${fmt(p99, 1).padStart(7)}`,
        p99,
      }
    })

    const exports: { seconds: number; rows: number; peakMb: number; baseMb: number }[] = []
    for (let i = 0; i < 3; i++) exports.push(await timeExport(`${shop}/api/admin/orders/export.csv`, cookie))
    const exp = [...exports].sort((a, b) => a.seconds - b.seconds)[1]!
    const worstP99 = Math.max(...rows.map((r) => r.p99))
    const growth = Math.max(...exports.map((e) => e.peakMb - e.baseMb))
    const report = [
      `Admin benchmark: ${USERS.toLocaleString('en-US')} users, ${ORDERS.toLocaleString('en-US')} orders, ${CONNECTIONS} connections, ` +
        `${DURATION} s per run, medians of ${ROUNDS} rounds`,
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `${'page'.padEnd(42)}   req/s  p50 ms  p99 ms`,
      ...rows.map((r) => r.line),
      '',
      `orders CSV export (${exp.rows.toLocaleString('en-US')} rows): median of 3 ${fmt(exp.seconds, 2)} s ` +
        `(runs ${exports.map((e) => fmt(e.seconds, 2)).join(', ')} s); process RSS ${fmt(exp.baseMb)} MB before, ` +
        `peak ${fmt(exp.peakMb)} MB during (largest growth over the 3 runs ${fmt(growth)} MB)`,
      `targets: page p99 <= 50 ms (worst ${fmt(worstP99, 1)} ms: ${worstP99 <= 50 ? 'met' : 'MISSED'}), ` +
        `export <= 10 s (${fmt(exp.seconds, 2)} s: ${exp.seconds <= 10 ? 'met' : 'MISSED'}), ` +
        `flat memory (growth ${fmt(growth)} MB < 64 MB: ${growth < 64 ? 'met' : 'MISSED'})`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/admin.txt', report + '\n')
  } finally {
    await close()
  }
}

/** An admin account and its session cookie, signed in through the admin portal like a person would. */
export async function adminCookie(ctx: AppContext, shop: string) {
  const email = 'bench-admin@bench.example'
  const password = crypto.randomBytes(12).toString('hex')
  await ctx.auth.api.signUpEmail({ body: { email, password, name: 'Bench Admin' } })
  await ctx.pool.query(`update "user" set role = 'admin', email_verified = true where email = $1`, [email])
  const res = await fetch(`${shop}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL },
    body: JSON.stringify({ email, password, portal: 'admin' }),
  })
  if (!res.ok) throw new Error(`admin sign-in: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/**
 * Downloads the whole export gzipped, as a browser would, counting rows, while sampling this process's
 * resident memory. A plain HTTP client keeps the client's own buffering out of the figure (fetch holds
 * decompressed data in memory of its own).
 */
async function timeExport(url: string, cookie: string) {
  globalThis.gc?.()
  const baseMb = process.memoryUsage().rss / 1e6
  let peakMb = baseMb
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, process.memoryUsage().rss / 1e6)
  }, 20)
  const started = performance.now()
  const rows = await new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`export: ${res.statusCode}`))
        let lines = -1
        const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(zlib.createGunzip()) : res
        body.on('data', (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++
        })
        body.on('end', () => resolve(lines))
        body.on('error', reject)
      })
      .on('error', reject)
  })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  return { seconds, rows, peakMb, baseMb }
}
