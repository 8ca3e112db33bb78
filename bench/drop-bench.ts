import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import type { AppContext } from '../apps/server/src/types.ts'
import { adminCookie } from './admin-bench.ts'
import { startCpuProfile } from './cpu-profile.ts'
import { startBenchShop } from './bench-shop.ts'
import type { Plan } from './drop-clients.ts'
import type { CrowdStats } from './drop-crowd-stats.ts'
import { dropReport, type RoundFigures } from './drop-report.ts'
import { machinePace } from './machine-pace.ts'
import { instanceTable, startScaleOut, type InstanceFigures } from './drop-scale.ts'
import { scheduleDrop, stageRound, verifyCookie } from './drop-setup.ts'
import { startBenchHeld } from './drop-held.ts'
import { routeTimer, watchServer } from './drop-watch.ts'
import { seedGeneratedProducts } from './seed-products.ts'

/**
 * Drop day: BENCH_DROP_BUYERS people (and bots, BENCH_DROP_BOT_SHARE of that number on top) arrive in
 * the start second of a drop of BENCH_DROP_UNITS units. The shop runs here as in production (workers
 * on, its own secret, server-rendered pages, default rate limits, behind a proxy that passes each
 * client's address); the crowd runs in a child process (drop-clients.ts). Each round checks from the
 * database that exactly the units were sold, to nobody over the limit, and reports page and decision
 * times, 5xx answers and how many bot attempts were turned away.
 */
const BUYERS = Number(process.env.BENCH_DROP_BUYERS ?? 5000)
const UNITS = Number(process.env.BENCH_DROP_UNITS ?? 100)
const BOT_SHARE = Number(process.env.BENCH_DROP_BOT_SHARE ?? 0.1)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** Connections each virtual client may open at once, as a browser does per host. */
const SOCKETS = Number(process.env.BENCH_DROP_SOCKETS ?? 6)
const BOT_ATTEMPTS = Number(process.env.BENCH_DROP_BOT_ATTEMPTS ?? 20)
const BOT_ORDER_ATTEMPTS = Number(process.env.BENCH_DROP_BOT_ORDERS ?? 3)
const WISHLIST_SHARE = Number(process.env.BENCH_DROP_WISHLIST_SHARE ?? 0.2)
const SPREAD_MS = Number(process.env.BENCH_DROP_SPREAD_MS ?? 1000)
/**
 * Time from scheduling the drop to its public start: the plan travels to the crowd and every client
 * reads the server's clock (opening its connection) meanwhile.
 */
const LEAD_MS = Number(process.env.BENCH_DROP_LEAD_MS ?? 10_000)
/** Shop instances on the one database; more than one run behind nginx (drop-scale.ts). */
const INSTANCES = Number(process.env.BENCH_DROP_INSTANCES ?? 2)
// The admin sign-in helper sends this origin.
const APP_URL = 'http://127.0.0.1:3998'

export async function runDropBench() {
  // Measured first, on a quiet machine: how fast it runs today.
  const pace = await machinePace()
  // The server renderer loads React from node_modules, which picks its build by NODE_ENV.
  const priorNodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const { ctx, databaseUrl, app, env, close } = await startBenchShop({
    appUrl: APP_URL,
    serveWeb: true,
    // Scaled out as the README describes: web instances without job workers, and one worker process
    // (drop-scale.ts) that runs the opening notice and its emails during the rush. One instance runs
    // its workers itself, as `npm start` does by default.
    workers: INSTANCES === 1,
    realtime: true,
    // As behind the production proxy: each client's address arrives in X-Forwarded-For, so the
    // per-address limits see 5,000 people on their own networks and bots on a few shared hosts.
    env: { TRUST_PROXY: 'true' },
    seed: (db) => seedGeneratedProducts(db, 1000),
  })
  const timer = routeTimer(app)
  const direct = await app.listen({ port: 0, host: '127.0.0.1', backlog: 4096 })
  const more = await startBenchHeld(env, databaseUrl)
  const scale =
    INSTANCES > 1
      ? await startScaleOut(
          { ctx, databaseUrl, port: Number(new URL(direct).port), ports: more.ports },
          INSTANCES - 1,
        )
      : null
  const shop = scale?.base ?? direct
  const crowd = await startCrowd()
  const perInstance: InstanceFigures[][] = []
  try {
    const admin = { adminCookie: await adminCookie(ctx, shop), origin: APP_URL }
    const rounds: RoundFigures[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const stage = await stageRound(ctx, round, {
        buyers: BUYERS,
        units: UNITS,
        botShare: BOT_SHARE,
        wishlistShare: WISHLIST_SHARE,
      })
      await verifyCookie(shop, stage.probe)
      // The page was visited before the drop was announced (and the renderer loaded): warm, not cold.
      // On every instance directly: through the load balancer's round robin, alternating page and
      // product requests would send every page to one instance and leave the other's renderer cold.
      const warmBases = scale ? scale.instances.map((i) => `http://127.0.0.1:${i.port}`) : [shop]
      for (const base of warmBases) {
        for (let i = 0; i < 20; i++) {
          for (const path of [`/products/${stage.slug}`, `/api/products/${stage.slug}`]) {
            const res = await fetch(`${base}${path}`, { headers: { cookie: stage.probe.cookie } })
            if (!res.ok) throw new Error(`${path}: ${res.status}`)
            await res.arrayBuffer()
          }
        }
      }
      const { dropId, startAt } = await scheduleDrop(shop, admin, stage.productId, LEAD_MS)
      // Behind the load balancer, someone opens the announced drop's page during the countdown (as
      // the crowd sends it: signed in, Brotli for the page, the data as JSON): its cache holds a copy
      // from then on, which it answers the start second's crowd with while it refreshes it.
      if (scale) {
        await Promise.all([
          get(shop, `/products/${stage.slug}`, { cookie: stage.probe.cookie, 'accept-encoding': 'br, gzip' }),
          get(shop, `/api/products/${stage.slug}`, { cookie: stage.probe.cookie }),
        ])
      }
      const plan: Plan = {
        base: shop,
        origin: new URL(shop).origin,
        startAt,
        slug: stage.slug,
        productId: stage.productId,
        dropId,
        buyers: stage.buyers,
        sockets: SOCKETS,
        seed: 1000 + round,
        spreadMs: SPREAD_MS,
        botAttempts: BOT_ATTEMPTS,
        botOrderAttempts: BOT_ORDER_ATTEMPTS,
      }
      timer.take()
      const server = await watchServer(ctx, databaseUrl)
      // With BENCH_DROP_PROFILE=dir, the server's profile of each rush: `drop-round-N.cpuprofile`.
      const profiler = await startCpuProfile()
      const stats = await crowd.run(plan)
      await profiler?.stop(`drop-round-${round + 1}`)
      const watched = await server.stop(timer.take())
      const checks = await databaseChecks(ctx, stage.productId, dropId)
      rounds.push({ stats, checks, server: watched })
      console.log(`round ${round + 1}: ${JSON.stringify({ ...checks, ...summary(stats) })}`)
      if (scale) perInstance.push(await scale.perInstance(ctx, dropId))
      // Let the confirmation emails and the opening notifications drain before the next crowd.
      await new Promise((r) => setTimeout(r, 3000))
    }
    const table = scale ? `\n${instanceTable(perInstance)}` : ''
    const report =
      `${INSTANCES} instance(s)${scale ? ' behind nginx, round robin' : ''}\n` +
      dropReport(rounds, {
        buyers: BUYERS,
        bots: Math.round(BUYERS * BOT_SHARE),
        units: UNITS,
        sockets: SOCKETS,
        machine: `${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}; ${pace}`,
      }) +
      table
    console.log(`\n${report}\n`)
    fs.mkdirSync('bench/results', { recursive: true })
    fs.writeFileSync('bench/results/drop.txt', report + '\n')
  } finally {
    crowd.stop()
    await scale?.stop()
    await Promise.all([more.close(), close()])
    process.env.NODE_ENV = priorNodeEnv
  }
}

const summary = (s: CrowdStats) => ({
  admitted: s.admitted,
  orders: s.ordersCreated,
  admissionAnswers: s.admissionAnswers,
  orderRefusals: s.orderRefusals,
  pageErrors: s.pageErrors,
  responses: s.responses,
  responses5xx: s.responses5xx,
  networkErrors: s.networkErrors,
  networkCodes: s.networkCodes,
  undecided: s.legitUndecided,
  seconds: +(s.durationMs / 1000).toFixed(1),
  clientCpuSeconds: +(s.cpuMs / 1000).toFixed(1),
})

/** The crowd's process: forked once, one plan per round. */
async function startCrowd() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./drop-clients.ts', import.meta.url)), [], {
    // A larger young generation: the crowd makes short-lived objects for 30,000 requests in seconds,
    // and fewer, larger scavenges keep its loop free to read answers as they arrive.
    execArgv: ['--max-semi-space-size=64', '--import', 'tsx'],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`the crowd process exited (${code})`)))
  })
  return {
    run: (plan: Plan) =>
      new Promise<CrowdStats>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the crowd process exited (${code})`))
        child.once('exit', onExit)
        child.once('message', (msg: { type: string; stats: CrowdStats }) => {
          child.off('exit', onExit)
          resolve(msg.stats)
        })
        child.send({ type: 'run', plan })
      }),
    stop: () => {
      if (child.connected) child.send({ type: 'exit' })
    },
  }
}

/** The outcome as the database holds it: units sold, stock left, limits kept. */
async function databaseChecks(ctx: AppContext, productId: string, dropId: string) {
  const { rows } = await ctx.pool.query<{
    units_sold: number
    orders: number
    bot_units: number
    stock: number
    min_variant_stock: number
    over_limit: number
    held_units: number
    admissions: number
    readmitted: number
  }>(
    `with sold as (
       select o.user_id, u.email, sum(oi.quantity)::int q, count(distinct o.id)::int n
       from order_items oi join orders o on o.id = oi.order_id join "user" u on u.id = o.user_id
       where oi.product_id = $1 and o.status <> 'cancelled' group by o.user_id, u.email)
     select coalesce((select sum(q) from sold), 0)::int units_sold,
       coalesce((select sum(n) from sold), 0)::int orders,
       coalesce((select sum(q) from sold where email not like '%-p-%'), 0)::int bot_units,
       (select stock from products where id = $1) stock,
       (select min(stock) from product_variants where product_id = $1) min_variant_stock,
       (select count(*) from sold where q > d.per_customer_limit)::int over_limit,
       (select coalesce(sum(units), 0) from drop_admissions where drop_id = d.id and status = 'active')::int held_units,
       (select count(*) from drop_admissions where drop_id = d.id)::int admissions,
       -- Places live again for customers who already bought: units held that nobody can buy.
       (select count(*) from drop_admissions a where a.drop_id = d.id and a.status = 'active'
          and exists (select 1 from sold s where s.user_id = a.user_id))::int readmitted
     from product_drops d where d.id = $2`,
    [productId, dropId],
  )
  return rows[0]!
}
export type DatabaseChecks = Awaited<ReturnType<typeof databaseChecks>>

/** A GET with exactly these headers (fetch would add its own Accept-Encoding); fails unless 200. */
function get(base: string, path: string, headers: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers, agent: false }, (res) => {
        res.resume()
        res.on('end', () =>
          res.statusCode === 200 ? resolve() : reject(new Error(`${path}: ${res.statusCode}`)),
        )
      })
      .on('error', reject)
  })
}
