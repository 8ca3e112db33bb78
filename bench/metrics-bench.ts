import fs from 'node:fs'
import os from 'node:os'
import pino from 'pino'
import { buildApp } from '../apps/server/src/app.ts'
import { closeContext, createContext } from '../apps/server/src/context.ts'
import { fire, warm, type Result } from './api-bench.ts'
import { startBenchShop } from './bench-shop.ts'
import { fmt, median } from './stats.ts'
import { seedGeneratedProducts } from './seed-products.ts'

/**
 * What metrics cost on the product list: the same shop and database served by two app contexts in this
 * process, one with metrics on (METRICS_TOKEN set: the request-duration hook, the process metrics, and
 * a scrape of /metrics every second while it serves) and one with them off. After a warm-up round
 * (shown, not counted), runs alternate off/on in rounds (off first in even rounds, on first in odd
 * ones) so a slow spell of a shared machine hits both. The overhead is the geometric mean of the
 * median on/off ratio of the rounds run off first and of those run on first: the first run of a pair
 * is the faster, whichever it is, and that position effect cancels in it. Many short runs rather
 * than a few long ones, so the machine's drift between the two runs of a pair stays small.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 3)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
// Even, so each order (off then on, on then off) runs equally often: the second run of a pair tends to
// be the slower one on a shared machine, whichever it is.
const ROUNDS = 2 * Math.ceil(Number(process.env.BENCH_ROUNDS ?? 32) / 2)
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
  const offCtx = createContext({ ...shop.ctx.config, METRICS_TOKEN: undefined }, shop.databaseUrl, logger)
  const off = await buildApp(offCtx, { serveWeb: false, logger })
  const onUrl = await shop.app.listen({ port: 0, host: '127.0.0.1' })
  const offUrl = await off.listen({ port: 0, host: '127.0.0.1' })
  const list = '/api/products?limit=24'

  const scrapeEverySecond = () => {
    let scrapes = 0
    const timer = setInterval(() => {
      void fetch(`${onUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
        .then((r) => r.text())
        .then(() => scrapes++)
    }, 1000)
    return () => {
      clearInterval(timer)
      return scrapes
    }
  }

  try {
    await warm(`${offUrl}${list}`)
    await warm(`${onUrl}${list}`)
    const runs = { off: [] as Result[], on: [] as Result[] }
    let scrapes = 0
    const runOff = async () => runs.off.push(await fire(`${offUrl}${list}`, { duration: DURATION }))
    const runOn = async () => {
      const stop = scrapeEverySecond()
      runs.on.push(await fire(`${onUrl}${list}`, { duration: DURATION }))
      scrapes += stop()
    }
    // One round first whose figures are only shown: the first runs with scrapes pay one-time costs
    // (the collectors' first queries, optimisation of the scrape path) that steady serving does not.
    for (const run of [runOff, runOn]) await run()
    const warmup = { off: runs.off.splice(0)[0]!, on: runs.on.splice(0)[0]! }
    scrapes = 0
    // Which goes first alternates, so neither side always follows the other's garbage or a warm cache.
    for (let round = 0; round < ROUNDS; round++) {
      for (const run of round % 2 ? [runOn, runOff] : [runOff, runOn]) await run()
    }
    const rps = (rs: Result[]) => median(rs.map((r) => r.requests.average))
    const cpu = (rs: Result[]) => median(rs.map((r) => r.cpuMicros))
    const p99 = (rs: Result[]) => median(rs.map((r) => r.latency.p99))
    // Each round's on/off ratio compares two runs next to each other in time. The first run of a pair
    // is the faster one on this machine whichever it is, so the ratios fall in two groups by order;
    // the median of each group, and their geometric mean, in which that position effect cancels.
    const ratiosBy = (pick: (r: Result) => number, onFirst: boolean) =>
      runs.on
        .map((r, i) => ({ ratio: pick(r) / pick(runs.off[i]!), onFirst: i % 2 === 1 }))
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
      `warm-up round, not counted (off/on req/s): ${fmt(warmup.off.requests.average)}/${fmt(warmup.on.requests.average)}`,
      `per round (off/on req/s): ${runs.off.map((r, i) => `${fmt(r.requests.average)}/${fmt(runs.on[i]!.requests.average)}`).join(', ')}`,
      `on/off throughput, median of the rounds run off first: ${fmt(median(ratiosBy((r) => r.requests.average, false)), 3)}; run on first: ${fmt(median(ratiosBy((r) => r.requests.average, true)), 3)}`,
      `overhead (geometric mean of the two): ${fmt(overhead, 1)}% throughput, ${fmt(cpuOverhead, 1)}% CPU per request (target <= 5%: ${
        overhead <= 5 ? 'met' : 'MISSED'
      })`,
    ].join('\n')
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/metrics.txt', report + '\n')
  } finally {
    await off.close()
    await closeContext(offCtx)
    await shop.close()
  }
}
