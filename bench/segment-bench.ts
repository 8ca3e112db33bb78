import fs from 'node:fs'
import os from 'node:os'
import type { SegmentRuleGroup } from '@rdo/contracts'
import { adminCookie } from './admin-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { seedSegmentShop } from './segment-seed.ts'
import { fmt } from './stats.ts'

/**
 * The segment editor's live count over 100,000 subscribers with orders, wallets, drop requests and
 * roles behind them: each behaviour condition alone and combined trees, asked one at a time as the
 * editor asks (target p99 <= 200 ms).
 */
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000)
const SAMPLES = Number(process.env.BENCH_SEGMENT_SAMPLES ?? 100)
// The admin sign-in helper sends this origin.
const APP_URL = 'http://127.0.0.1:3998'

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function scenarios(ids: { product: string; category: string }): { name: string; rules: SegmentRuleGroup }[] {
  const one = (rule: SegmentRuleGroup['rules'][number]) => ({ op: 'and' as const, rules: [rule] })
  return [
    { name: 'bought anything', rules: one({ type: 'bought_any' }) },
    { name: 'bought a product', rules: one({ type: 'bought_product', product_id: ids.product }) },
    { name: 'bought from a category', rules: one({ type: 'bought_category', category_id: ids.category }) },
    { name: 'last order within 30 days', rules: one({ type: 'last_order_within', days: 30 }) },
    { name: 'last order over 180 days ago', rules: one({ type: 'last_order_before', days: 180 }) },
    { name: 'spent at least $100', rules: one({ type: 'spent_at_least', cents: 10_000 }) },
    { name: 'wallet >= 50,000 $RDO', rules: one({ type: 'wallet_at_least', amount: 50_000 }) },
    { name: 'asked for a drop', rules: one({ type: 'drop_notify' }) },
    {
      name: 'partner or designer',
      rules: { op: 'or', rules: [{ type: 'partner' }, { type: 'designer' }] },
    },
    {
      name: 'tree: 3 groups, 7 conditions',
      rules: {
        op: 'or',
        rules: [
          {
            op: 'and',
            rules: [
              { type: 'bought_category', category_id: ids.category },
              { type: 'spent_at_least', cents: 15_000 },
              { type: 'last_order_before', days: 90 },
            ],
          },
          { op: 'and', rules: [{ type: 'wallet_at_least', amount: 10_000 }, { type: 'drop_notify' }] },
          { op: 'or', rules: [{ type: 'partner' }, { type: 'designer' }] },
        ],
      },
    },
  ]
}

export async function runSegmentBench() {
  const seedStart = Date.now()
  const { ctx, app, seeded, close } = await startBenchShop({
    appUrl: APP_URL,
    seed: async (_db, pool) => {
      await seedSegmentShop(pool, SUBSCRIBERS)
      const product = (await pool.query<{ id: string }>('select id from products order by slug limit 1'))
        .rows[0]!
      const category = (await pool.query<{ id: string }>('select id from categories order by slug limit 1'))
        .rows[0]!
      const orders = (await pool.query<{ n: number }>('select count(*)::int n from orders')).rows[0]!.n
      return { product: product.id, category: category.id, orders }
    },
  })
  console.log(
    `Seeded ${SUBSCRIBERS.toLocaleString('en-US')} subscribers, ${seeded.orders.toLocaleString('en-US')} orders in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  )
  const shop = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    const cookie = await adminCookie(ctx, shop)
    const ask = async (rules: SegmentRuleGroup) => {
      const started = performance.now()
      const res = await fetch(`${shop}/api/admin/marketing/segments/count`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: APP_URL },
        body: JSON.stringify({ criteria: { preferences: { newsletter: true }, status: 'active', rules } }),
      })
      if (!res.ok) throw new Error(`count: ${res.status} ${await res.text()}`)
      const body = (await res.json()) as { count: number }
      return { ms: performance.now() - started, count: body.count }
    }
    const rows: { name: string; count: number; p50: number; p99: number }[] = []
    for (const s of scenarios(seeded)) {
      for (let i = 0; i < 5; i++) await ask(s.rules)
      const times: number[] = []
      let count = 0
      for (let i = 0; i < SAMPLES; i++) {
        const r = await ask(s.rules)
        times.push(r.ms)
        count = r.count
      }
      rows.push({ name: s.name, count, p50: pct(times, 50), p99: pct(times, 99) })
    }
    const worst = Math.max(...rows.map((r) => r.p99))
    const report = [
      `Segment count benchmark: ${SUBSCRIBERS.toLocaleString('en-US')} subscribers, ${seeded.orders.toLocaleString('en-US')} orders, ` +
        `${SAMPLES} sequential counts per segment over HTTP`,
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `${'segment'.padEnd(32)} ${'matches'.padStart(8)}  p50 ms  p99 ms`,
      ...rows.map(
        (r) =>
          `${r.name.padEnd(32)} ${r.count.toLocaleString('en-US').padStart(8)} ${fmt(r.p50, 1).padStart(7)} ${fmt(r.p99, 1).padStart(7)}`,
      ),
      '',
      `target: live count p99 <= 200 ms (worst ${fmt(worst, 1)} ms: ${worst <= 200 ? 'met' : 'MISSED'})`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/segments.txt', report + '\n')
  } finally {
    await close()
  }
}
