import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import readline from 'node:readline'
import pino from 'pino'
import { buildApp } from '../apps/server/src/app.ts'
import { closeContext, createContext } from '../apps/server/src/context.ts'
import type { AppContext } from '../apps/server/src/types.ts'
import { fire, warm, type Result } from './api-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { fmt, median } from './stats.ts'
import { seedGeneratedProducts } from './seed-products.ts'

/**
 * What metrics cost on the product list: the same shop and database served by app contexts in this
 * process, some with metrics on (METRICS_TOKEN set: the request-duration hook, the process metrics, and
 * a scrape of /metrics every second while it serves, from another process as in production) and some
 * with them off. Four apps, made in the
 * order on, off, off, on, serve as two pairs: an app made earlier in a process tends to serve a little
 * faster than one made later (a couple of points, in runs with metrics off on both sides), and the two
 * pairs put that on each side once. After a warm-up round per pair (shown, not counted), runs alternate
 * in a cycle of four rounds: each pair once off first and once on first, so a slow spell of a shared
 * machine hits both sides and the faster first run of a pair falls on each side as often. The overhead
 * is the geometric mean of the median on/off ratio of the rounds run off first and of those run on
 * first, in which that position effect cancels. Many short runs rather than a few long ones: the
 * machine's drift between the two runs of a pair stays small, and the medians steady.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 1.5)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
// A multiple of four, so each pair runs in each order (off then on, on then off) equally often: the
// second run of a pair tends to be the slower one on a shared machine, whichever it is.
const ROUNDS = 4 * Math.ceil(Number(process.env.BENCH_ROUNDS ?? 64) / 4)
const TOKEN = 'bench-metrics-token-0123456789'

export async function runMetricsBench() {
  const shop = await startBenchShop({
    appUrl: 'http://127.0.0.1:3997',
    env: { METRICS_TOKEN: TOKEN },
    seed: async (db) => {
      await seedGeneratedProducts(db, PRODUCTS)
    },
  })
  const logger = pino({ level: 'warn' })
  const contexts: AppContext[] = []
  const extraApp = async (metrics: boolean) => {
    const ctx = createContext(
      { ...shop.ctx.config, METRICS_TOKEN: metrics ? TOKEN : undefined },
      shop.databaseUrl,
      logger,
    )
    contexts.push(ctx)
    return buildApp(ctx, { serveWeb: false, logger })
  }
  // Made in this order: on (the shop's own app), off, off, on.
  const apps = [shop.app, await extraApp(false), await extraApp(false), await extraApp(true)]
  const [on1, off1, off2, on2] = await Promise.all(apps.map((a) => a.listen({ port: 0, host: '127.0.0.1' })))
  const pairs = [
    { on: on1!, off: off1! },
    { on: on2!, off: off2! },
  ]
  const list = '/api/products?limit=24'

  // Scrapes come from another process, as from Prometheus (bench/metrics-scraper.ts).
  const scraper = spawn(process.execPath, ['--import', 'tsx', 'bench/metrics-scraper.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const answers = readline.createInterface({ input: scraper.stdout })[Symbol.asyncIterator]()
  const scrapeEverySecond = (onUrl: string) => {
    scraper.stdin.write(`start ${onUrl}/metrics ${TOKEN}\n`)
    return async () => {
      scraper.stdin.write('stop\n')
      const { value } = await answers.next()
      return Number(value)
    }
  }

  try {
    for (const url of [on1, off1, off2, on2]) await warm(`${url}${list}`)
    const runs = { off: [] as Result[], on: [] as Result[], onFirst: [] as boolean[], pair: [] as number[] }
    let scrapes = 0
    const runPair = async (p: number, onFirst: boolean) => {
      const { on, off } = pairs[p]!
      const runOff = async () => runs.off.push(await fire(`${off}${list}`, { duration: DURATION }))
      const runOn = async () => {
        const stop = scrapeEverySecond(on)
        runs.on.push(await fire(`${on}${list}`, { duration: DURATION }))
        scrapes += await stop()
      }
      for (const run of onFirst ? [runOn, runOff] : [runOff, runOn]) await run()
      runs.onFirst.push(onFirst)
      runs.pair.push(p)
    }
    // One round per pair first whose figures are only shown: the first runs with scrapes pay one-time
    // costs (the collectors' first queries, optimisation of the scrape path) that steady serving does not.
    await runPair(0, false)
    await runPair(1, false)
    const warmup = { off: runs.off.splice(0), on: runs.on.splice(0) }
    runs.onFirst.splice(0)
    runs.pair.splice(0)
    scrapes = 0
    // A cycle of four: each pair once off first and once on first, so neither side always follows the
    // other's garbage or a warm cache, and neither pair always runs in the same order.
    const cycle = [
      [0, false],
      [1, true],
      [1, false],
      [0, true],
    ] as const
    for (let round = 0; round < ROUNDS; round++) {
      const [pair, onFirst] = cycle[round % 4]!
      await runPair(pair, onFirst)
    }
    const rps = (rs: Result[]) => median(rs.map((r) => r.requests.average))
    const cpu = (rs: Result[]) => median(rs.map((r) => r.cpuMicros))
    const p99 = (rs: Result[]) => median(rs.map((r) => r.latency.p99))
    // Each round's on/off ratio compares two runs next to each other in time. The first run of a pair
    // is the faster one on this machine whichever it is, so the ratios fall in two groups by order;
    // the median of each group, and their geometric mean, in which that position effect cancels.
    const ratiosBy = (pick: (r: Result) => number, onFirst: boolean) =>
      runs.on
        .map((r, i) => ({ ratio: pick(r) / pick(runs.off[i]!), onFirst: runs.onFirst[i]! }))
        .filter((x) => x.onFirst === onFirst)
        .map((x) => x.ratio)
    const ratio = (pick: (r: Result) => number) =>
      Math.sqrt(median(ratiosBy(pick, false)) * median(ratiosBy(pick, true)))
    const overhead = 100 * (1 - ratio((r) => r.requests.average))
    const cpuOverhead = 100 * (ratio((r) => r.cpuMicros) - 1)
    const report = [
      `Metrics overhead on the product list (24 items): ${PRODUCTS.toLocaleString('en-US')} products, 32 connections, ` +
        `${DURATION} s per run, ${ROUNDS} rounds of off and on (medians); ${scrapes} scrapes of /metrics during the "on" runs`,
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      `metrics off: ${fmt(rps(runs.off))} req/s, p99 ${fmt(p99(runs.off), 1)} ms, ${fmt(cpu(runs.off), 1)} µs CPU/req`,
      `metrics on:  ${fmt(rps(runs.on))} req/s, p99 ${fmt(p99(runs.on), 1)} ms, ${fmt(cpu(runs.on), 1)} µs CPU/req`,
      `warm-up rounds, not counted (off/on req/s): ${warmup.off.map((r, i) => `${fmt(r.requests.average)}/${fmt(warmup.on[i]!.requests.average)}`).join(', ')}`,
      `per round (off/on req/s): ${runs.off.map((r, i) => `${fmt(r.requests.average)}/${fmt(runs.on[i]!.requests.average)}`).join(', ')}`,
      `on/off throughput, median per pair (the "on" app made first / last): ${[0, 1]
        .map((p) =>
          fmt(
            median(
              runs.on.flatMap((r, i) =>
                runs.pair[i] === p ? [r.requests.average / runs.off[i]!.requests.average] : [],
              ),
            ),
            3,
          ),
        )
        .join(' / ')}`,
      `on/off throughput, median of the rounds run off first: ${fmt(median(ratiosBy((r) => r.requests.average, false)), 3)}; run on first: ${fmt(median(ratiosBy((r) => r.requests.average, true)), 3)}`,
      `overhead (geometric mean of the two): ${fmt(overhead, 1)}% throughput, ${fmt(cpuOverhead, 1)}% CPU per request (target <= 5%: ${
        overhead <= 5 ? 'met' : 'MISSED'
      })`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/metrics.txt', report + '\n')
  } finally {
    scraper.kill()
    for (const app of apps.slice(1)) await app.close()
    for (const ctx of contexts) await closeContext(ctx)
    await shop.close()
  }
}
