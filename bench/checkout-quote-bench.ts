import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { fire, type Result } from './api-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { createCrowd } from './community-bench.ts'
import { seedGeneratedProducts } from './seed-products.ts'
import { fmt, median } from './stats.ts'

/**
 * The checkout quote with a discount code and sales tax (POST /api/checkout/quote) at a fixed
 * 200 requests a second: 200 signed-in customers in turn, carts of two or three lines of a
 * 1,000-product catalogue shipped to taxed US states and Canadian provinces, every one with a 15 %
 * code limited to two categories and capped per customer. Target: p99 <= 20 ms.
 */
const APP_URL = 'http://127.0.0.1:3996'
const RATE = Number(process.env.BENCH_QUOTE_RATE ?? 200)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CUSTOMERS = 200
const CODE = 'BENCH15'

const run = promisify(execFile)

const PLACES = [
  { state: 'CA', postal_code: '94105', country: 'US', city: 'San Francisco', rate: 'standard' },
  { state: 'NY', postal_code: '10118', country: 'US', city: 'New York', rate: 'express' },
  { state: 'TX', postal_code: '73301', country: 'US', city: 'Austin', rate: 'standard' },
  { state: 'ON', postal_code: 'M5V 2T6', country: 'CA', city: 'Toronto', rate: 'international' },
  { state: 'BC', postal_code: 'V6B 1A1', country: 'CA', city: 'Vancouver', rate: 'international' },
]

export async function runCheckoutQuoteBench() {
  const { ctx, app, close } = await startBenchShop({
    appUrl: APP_URL,
    seed: async (db) => {
      await seedGeneratedProducts(db, 1000)
      await db.execute(sql`insert into tax_rates (country, state, rate_ppm) values
        ('US', 'CA', 72500), ('US', 'NY', 40000), ('US', 'TX', 62500),
        ('CA', '', 50000), ('CA', 'ON', 80000), ('CA', 'BC', 70000)`)
      await db.execute(sql`insert into site_settings (key, value) values ('tax', '{"tax_shipping": true}')`)
      await db.execute(sql`insert into discount_codes (code, description, kind, percent_off, scope,
          category_ids, per_customer_limit, usage_limit)
        select ${CODE}, '15% off tees and hoodies', 'percentage', 15, 'categories', array_agg(id), 1, 100000
        from categories where name in ('Tee', 'Hoodie')`)
    },
  })
  const shop = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const cookies = await createCrowd(ctx, CUSTOMERS)
    const { rows: products } = await ctx.pool.query<{ id: string }>(
      `select id from products where active order by created_at desc limit 60`,
    )
    const bodies = Array.from({ length: 50 }, (_, i) => {
      const place = PLACES[i % PLACES.length]!
      return {
        items: products.slice(i, i + 2 + (i % 2)).map((p, n) => ({
          product_id: p.id,
          size: ['S', 'M', 'L', 'XL'][(i + n) % 4],
          color: n % 2 ? 'Bone' : 'Black',
          quantity: 1 + ((i + n) % 3),
        })),
        shipping_address: { address: '1 Bench Street', ...place },
        shipping_rate_id: place.rate,
        discount_code: CODE.toLowerCase(),
      }
    })
    // Every cart must be quoted with its discount and tax, or the figures below measure refusals.
    for (const body of bodies.slice(0, PLACES.length * 2)) {
      const res = await fetch(`${shop}/api/checkout/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[0]!, origin: APP_URL },
        body: JSON.stringify(body),
      })
      const quote = (await res.json()) as { discount_cents?: number; tax_cents?: number }
      if (!res.ok || !quote.tax_cents) throw new Error(`quote: ${res.status} ${JSON.stringify(quote)}`)
    }
    const load = async (opts: { mode: 'paced' | 'bursts'; connections: number; duration: number }) => {
      const file = path.join(os.tmpdir(), `rdo-quote-load-${process.pid}.json`)
      fs.writeFileSync(
        file,
        JSON.stringify({ url: shop, origin: APP_URL, cookies, bodies, rate: RATE, ...opts }),
      )
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/quote-load.ts', file], {
        maxBuffer: 64 * 1024 * 1024,
      })
      fs.rmSync(file, { force: true })
      const r = JSON.parse(stdout) as Result
      if (r.errors || r.non2xx || r.timeouts) {
        throw new Error(`quotes: ${r.errors} errors, ${r.non2xx} non-2xx, ${r.timeouts} timeouts`)
      }
      return r
    }
    // The machine's floor: a bare Fastify hello-world in autocannon's bursts at the same rate, run in
    // each round, so a busy spell of a shared machine shows beside the quote's figures.
    const hello = Fastify()
    hello.get('/', async () => ({ hello: 'world' }))
    const ceiling = await hello.listen({ port: 0, host: '127.0.0.1' })
    await load({ mode: 'paced', connections: 50, duration: 3 })
    const paced: Result[] = []
    const bursts: Result[] = []
    const floors: Result[] = []
    try {
      for (let round = 0; round < ROUNDS; round++) {
        paced.push(await load({ mode: 'paced', connections: 50, duration: DURATION }))
        bursts.push(await load({ mode: 'bursts', connections: 20, duration: DURATION }))
        floors.push(
          await fire(`${ceiling}/`, { connections: 20, duration: DURATION, args: ['-R', String(RATE)] }),
        )
      }
    } finally {
      await hello.close()
    }
    const line = (name: string, rs: Result[]) =>
      `${name.padEnd(46)} ${fmt(median(rs.map((r) => r.requests.average))).padStart(5)} ` +
      `${fmt(median(rs.map((r) => r.latency.p50)), 1).padStart(6)} ${fmt(median(rs.map((r) => r.latency.p99)), 1).padStart(6)}` +
      `   (p99 of the runs: ${rs.map((r) => fmt(r.latency.p99, 1)).join(', ')})`
    const p99 = median(paced.map((r) => r.latency.p99))
    const report = [
      `Checkout quote with a code and tax: ${CUSTOMERS} customers, 1,000 products, carts of 2-3 lines to ` +
        `${PLACES.length} taxed places; ${DURATION} s per run at ${RATE} req/s, medians of ${ROUNDS} rounds`,
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `${'load'.padEnd(46)} req/s p50 ms p99 ms`,
      line('quote, paced (one request every 5 ms)', paced),
      line('quote, autocannon bursts (20 connections)', bursts),
      line('hello-world, autocannon bursts (the floor)', floors),
      `target: paced p99 <= 20 ms at ${RATE} req/s (${fmt(p99, 1)} ms: ${p99 <= 20 ? 'met' : 'MISSED'})`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/checkout-quote.txt', report + '\n')
  } finally {
    await close()
  }
}
