import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import Fastify from 'fastify'
import pg from 'pg'
import pino from 'pino'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { closeContext, createContext } from '../apps/server/src/context.ts'
import { createDb, createPool } from '../apps/server/src/db/client.ts'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts'
import { runMigrations } from '../apps/server/src/db/migrate.ts'
import { catalogCache } from '../apps/server/src/modules/catalog/catalog.service.ts'
import { seedGeneratedProducts } from './seed-products.ts'

/**
 * API throughput on a fresh database with 10,000 products: the shop app in this process, autocannon
 * firing from a worker thread, and a bare Fastify hello-world on its own port as the framework's ceiling
 * on this machine. Prints req/s, p50 and p99 per scenario and the ratio to hello-world, then p99 at a
 * fixed 1,000 req/s on the product list.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
const DB_NAME = 'rdo_bench'

async function freshDatabase() {
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.resolve('.data/bench'), port: 54350 })
  const adminUrl = process.env.BENCH_DATABASE_URL ?? embedded!.url
  const admin = new pg.Client(adminUrl)
  await admin.connect()
  await admin.query(`drop database if exists "${DB_NAME}" with (force)`)
  await admin.query(`create database "${DB_NAME}"`)
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = `/${DB_NAME}`
  return { url: u.toString(), stop: async () => embedded?.stop() }
}

async function fire(url: string, extra: Partial<Parameters<typeof autocannon>[0]> = {}): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, workers: 1, ...extra })
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`)
  }
  return result
}

async function warm(url: string) {
  await autocannon({ url, connections: 8, duration: 2, workers: 1 })
}

const fmt = (n: number, digits = 0) => n.toFixed(digits)

export async function runApiBench() {
  const db = await freshDatabase()
  const pool = createPool(db.url, 4)
  await runMigrations(createDb(pool))
  const seedStart = Date.now()
  await seedGeneratedProducts(createDb(pool), PRODUCTS)
  const slug = (
    await pool.query<{ slug: string }>(`select slug from products order by created_at desc limit 1`)
  ).rows[0]!.slug
  await pool.end()
  console.log(
    `Seeded ${PRODUCTS.toLocaleString('en-US')} products in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  )

  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
    APP_URL: 'http://127.0.0.1:3999',
    DATA_DIR: '.data/bench/files',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
  })
  const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'warn' })
  const ctx = createContext(config, db.url, logger)
  const app = await buildApp(ctx, { serveWeb: false, logger })
  const shop = await app.listen({ port: 0, host: '127.0.0.1' })

  const hello = Fastify()
  hello.get('/', async () => ({ hello: 'world' }))
  const ceiling = await hello.listen({ port: 0, host: '127.0.0.1' })

  const scenarios = [
    { name: 'product list (24)', url: `${shop}/api/products?limit=24` },
    { name: 'search "sunrise hoodie"', url: `${shop}/api/products?q=sunrise%20hoodie&limit=24` },
    { name: 'product detail', url: `${shop}/api/products/${slug}` },
  ]
  const rows: string[] = []
  const row = (name: string, r: Result, base: number) =>
    rows.push(
      `${name.padEnd(38)} ${fmt(r.requests.average).padStart(8)} ${fmt(r.latency.p50, 1).padStart(7)} ${fmt(r.latency.p99, 1).padStart(7)} ${`${fmt((100 * r.requests.average) / base)}%`.padStart(6)}`,
    )
  try {
    await warm(`${ceiling}/`)
    const ceilingResult = await fire(`${ceiling}/`)
    const base = ceilingResult.requests.average
    row('hello-world (bare Fastify)', ceilingResult, base)
    let listRps = 0
    for (const s of scenarios) {
      await warm(s.url)
      const r = await fire(s.url)
      if (s === scenarios[0]) listRps = r.requests.average
      row(s.name, r, base)
    }
    // The same reads with the 2-second cache off: every request goes to PostgreSQL.
    const ttl = catalogCache.ttlMs
    catalogCache.setTtl(0)
    for (const s of scenarios) {
      await warm(s.url)
      row(`${s.name}, no cache`, await fire(s.url), base)
    }
    catalogCache.setTtl(ttl)
    const gz = await fire(scenarios[0]!.url, { headers: { 'accept-encoding': 'br, gzip' } })
    row('product list, br/gzip requested', gz, base)

    const fixed = await fire(scenarios[0]!.url, {
      overallRate: 1000,
      connections: 20,
      duration: DURATION + 5,
    })
    const report = [
      `API benchmark: ${PRODUCTS.toLocaleString('en-US')} products, ${CONNECTIONS} connections, ${DURATION} s per run`,
      `${'scenario'.padEnd(38)}    req/s  p50 ms  p99 ms  vs hw`,
      ...rows,
      '',
      `product list at a fixed 1,000 req/s: ${fmt(fixed.requests.average)} req/s served, p50 ${fmt(fixed.latency.p50, 1)} ms, p99 ${fmt(fixed.latency.p99, 1)} ms`,
      `targets: list >= 50% of hello-world (${fmt((100 * listRps) / base)}%: ${listRps >= base / 2 ? 'met' : 'MISSED'}), ` +
        `p99 <= 20 ms at 1,000 req/s (${fmt(fixed.latency.p99, 1)} ms: ${fixed.latency.p99 <= 20 ? 'met' : 'MISSED'})`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/api.txt', report + '\n')
  } finally {
    await hello.close()
    await app.close()
    await closeContext(ctx)
    await db.stop()
  }
}
