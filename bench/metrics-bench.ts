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
 * ones) so a slow spell of a shared machine hits both; the overhead is the median of each round's
 * on/off ratio, and the CPU time per request is the steadier of the figures.
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000)
// Even, so each order (off then on, on then off) runs equally often: the second run of a pair tends to
// be the slower one on a shared machine, whichever it is.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6)
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
    // Each round's on/off ratio compares two runs next to each other in time; the median of those.
    const ratio = (pick: (r: Result) => number) => median(runs.on.map((r, i) => pick(r) / pick(runs.off[i]!)))
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
      `overhead (median of the rounds' on/off ratios): ${fmt(overhead, 1)}% throughput, ${fmt(cpuOverhead, 1)}% CPU per request (target <= 5%: ${
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
