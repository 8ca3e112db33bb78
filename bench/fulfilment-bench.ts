import { sql } from 'drizzle-orm'
import { createFulfilments } from '../apps/server/src/modules/fulfilment/index.ts'
import { PRINTIFY_STAND_IN_TOKEN, startPrintifyStandIn } from '../apps/server/test/stand-ins/printify.ts'
import { adminCookie } from './admin-bench.ts'
import { fire, warm, type Result } from './api-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { fmt, median } from './stats.ts'
import { seedAdminData } from './seed-admin.ts'
import { seedGeneratedProducts } from './seed-products.ts'

/**
 * Fulfilment at its data sizes. (1) The back office's queue with 100,000 orders split into fulfilments
 * (p99 target 50 ms). (2) 1,000 paid orders submitted to the Printify stand-in by the job workers: every
 * order exactly once, and never more requests in any 60 s than Printify's published 600 a minute (the
 * stand-in refuses with 429 above that, so a client that overran would show retries).
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const SUBMIT = Number(process.env.BENCH_FULFIL_ORDERS ?? 1000)
const PER_MINUTE = Number(process.env.BENCH_PRINTIFY_PER_MINUTE ?? 600)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const APP_URL = 'http://127.0.0.1:3998'

export async function runFulfilmentBench() {
  // BENCH_FULFIL_PART=queue or =submit runs one half.
  const part = process.env.BENCH_FULFIL_PART
  if (part !== 'submit') await queueBench()
  if (part !== 'queue') await submissionBench()
}

async function queueBench() {
  const { ctx, app, close } = await startBenchShop({
    appUrl: APP_URL,
    seed: async (db) => {
      await seedGeneratedProducts(db, 1000)
      await seedAdminData(db, { users: 20_000, orders: ORDERS })
      // Every paid order gets its parts: a third Printify, the rest shop stock, in every state.
      await db.execute(sql`
        insert into fulfilments (order_id, provider, status, provider_order_id, created_at, updated_at)
        select o.id,
          case when n % 3 = 0 then 'printify' else 'manual' end,
          (array['pending','awaiting_production','in_production','shipped','delivered','delivered','delivered','failed'])[1 + n % 8],
          case when n % 3 = 0 then 'pf-' || n end,
          o.created_at, o.created_at
        from (select id, created_at, row_number() over (order by created_at) as n from orders) o`)
      await db.execute(sql`vacuum analyze fulfilments`)
    },
  })
  const shop = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const cookie = await adminCookie(ctx, shop)
    const args = ['-H', `cookie=${cookie}`]
    const scenarios = [
      { name: 'queue: open, first page', path: '/api/admin/fulfilment?per_page=25' },
      { name: 'queue: open, page 40', path: '/api/admin/fulfilment?page=40&per_page=25' },
      { name: 'queue: Printify failed', path: '/api/admin/fulfilment?provider=printify&status=failed' },
      { name: 'queue: all, page 200', path: '/api/admin/fulfilment?status=all&page=200&per_page=25' },
    ]
    for (const s of scenarios) {
      const res = await fetch(`${shop}${s.path}`, { headers: { cookie } })
      if (!res.ok) throw new Error(`${s.path}: ${res.status} ${await res.text()}`)
      await warm(`${shop}${s.path}`)
    }
    const runs = new Map<string, Result[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of scenarios) {
        const r = await fire(`${shop}${s.path}`, { connections: 8, duration: DURATION, args })
        runs.set(s.name, [...(runs.get(s.name) ?? []), r])
      }
    }
    console.log(
      `${'scenario'.padEnd(32)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
    )
    for (const s of scenarios) {
      const rs = runs.get(s.name)!
      const p99 = median(rs.map((r) => r.latency.p99))
      console.log(
        `${s.name.padEnd(32)} ${fmt(median(rs.map((r) => r.requests.average))).padStart(7)} ${fmt(median(rs.map((r) => r.latency.p50)), 1).padStart(7)} ${fmt(p99, 1).padStart(7)}${p99 > 50 ? '  over the 50 ms target' : ''}`,
      )
    }
  } finally {
    await close()
  }
}

async function submissionBench() {
  const standIn = await startPrintifyStandIn({ rateLimitPerMinute: PER_MINUTE })
  const [product] = standIn.useSampleProducts(1)
  const { ctx, close } = await startBenchShop({
    appUrl: APP_URL,
    workers: true,
    env: {
      PRINTIFY_BASE_URL: standIn.url,
      PRINTIFY_API_TOKEN: PRINTIFY_STAND_IN_TOKEN,
      PRINTIFY_REQUESTS_PER_MINUTE: String(PER_MINUTE),
    },
    seed: async (db) => {
      await seedGeneratedProducts(db, 10)
      await seedAdminData(db, { users: 100, orders: SUBMIT })
    },
  })
  try {
    // One Printify product linked, every order a paid order of one of its lines.
    const [{ id: productId }] = (
      await ctx.db.execute<{ id: string }>(sql`
        insert into products (name, slug, price_cents, fulfilment_provider, external_source, external_id, external_shop_id)
        values ('Bench Tee', 'bench-tee', 2500, 'printify', 'printify', ${product!.id as string}, '1001') returning id`)
    ).rows as [{ id: string }]
    const variant = (product!.variants as { id: number; sku: string; options: number[] }[])[0]!
    await ctx.db.execute(sql`
      insert into printify_variant_links (product_id, size, color, shop_id, printify_product_id, printify_variant_id, sku)
      values (${productId}, '', '', 1001, ${product!.id as string}, ${variant.id}, ${variant.sku})`)
    await ctx.db.execute(
      sql`update orders set status = 'processing', payment_status = 'paid', paid_at = now()`,
    )
    await ctx.db.execute(sql`update order_items set product_id = ${productId}, size = null, color = null`)
    const started = Date.now()
    // As paying does: each order split into fulfilments in its own transaction, its submission queued.
    const { rows: paid } = await ctx.db.execute<{ id: string }>(
      sql`select id from orders order by created_at`,
    )
    for (const o of paid) await ctx.db.transaction((tx) => createFulfilments(ctx, tx, o.id))
    let done = 0
    while (done < SUBMIT) {
      await new Promise((r) => setTimeout(r, 1000))
      const { rows } = await ctx.db.execute<{ n: number; failed: number }>(sql`
        select count(*) filter (where status = 'in_production')::int as n,
               count(*) filter (where status = 'failed')::int as failed from fulfilments`)
      done = rows[0]!.n + rows[0]!.failed
      if (rows[0]!.failed) throw new Error(`${rows[0]!.failed} submissions failed`)
    }
    const seconds = (Date.now() - started) / 1000
    const ids = standIn.orders.map((o) => o.external_id)
    const duplicates = ids.length - new Set(ids).size
    const times = standIn.requestTimes
    let worst = 0
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 60_000) j++
      worst = Math.max(worst, i - j + 1)
    }
    const refused = standIn.calls.filter((c) => c.status === 429).length
    console.log(
      `Submitted ${SUBMIT} orders in ${fmt(seconds, 1)} s: ${standIn.orders.length} Printify orders, ${duplicates} duplicates; ` +
        `${times.length} requests, at most ${worst} in any 60 s (limit ${PER_MINUTE}), ${refused} answered 429`,
    )
  } finally {
    await close()
    await standIn.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runFulfilmentBench()
