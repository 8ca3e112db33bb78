import { sql } from 'drizzle-orm'
import { createTtlCache } from '../../lib/ttl-cache.ts'
import { JOBS_SCHEMA } from '../../plugins/jobs.ts'
import type { AppContext } from '../../types.ts'

/** How long a scrape-time query's answer is reused (several scrapers, several dashboards). */
const QUEUES_MS = 10_000
const CAMPAIGNS_MS = 10_000
const ORDERS_MS = 30_000

type QueueRow = { name: string; state: string; n: number }
type CampaignRow = { id: string; name: string; status: string; n: number }
type OrderRow = { placed: number; paid: number }

/**
 * The figures read when Prometheus scrapes: the connection pool, open event streams and the listening
 * connection (from memory), the job queues, running campaigns and order totals (from the database,
 * each query's answer reused for a few seconds). Orders are counted in the database, so every
 * instance reports the shop's totals: a dashboard takes their max, not their sum.
 *
 * Each metric reads its figure in its `collect` callback. A query that fills several metrics runs once
 * per scrape: the first of their callbacks starts it and the others wait for the same read. A read
 * that fails leaves its metrics as they were and counts in `metrics_collect_errors_total`.
 */
export function registerShopCollectors(ctx: AppContext) {
  const { metrics, pool, db } = ctx
  let stopped = false

  const cache = <T>(ms: number) => createTtlCache<T[]>({ ttlMs: ms, max: 1 })
  const queues = cache<QueueRow>(QUEUES_MS)
  const campaigns = cache<CampaignRow>(CAMPAIGNS_MS)
  const orders = cache<OrderRow>(ORDERS_MS)
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows

  // A read that keeps failing (no job queue tables yet in a fresh database) is logged once, until it
  // works again; the driver's own message, not the query text.
  const failing = new Set<string>()
  const read = (name: string, fn: () => Promise<void>) => {
    let running: Promise<void> | undefined
    const guarded = async () => {
      if (stopped) return
      try {
        await fn()
        failing.delete(name)
      } catch (err) {
        errors.inc({ collector: name })
        if (failing.has(name)) return
        failing.add(name)
        const cause = ((err as { cause?: Error }).cause ?? (err as Error)).message
        ctx.log.warn('A metrics read failed', { collector: name, cause })
      }
    }
    return () => (running ??= guarded().finally(() => (running = undefined)))
  }

  const readQueues = read('job_queues', async () => {
    const found = await queues.get('all', () =>
      rows<QueueRow>(sql`
        select q.name, s.state, coalesce(j.n, 0)::int as n
        from ${sql.identifier(JOBS_SCHEMA)}.queue q
        cross join (values ('waiting'), ('active'), ('failed')) s(state)
        left join (
          select name, case when state in ('created', 'retry') then 'waiting' else state::text end as state,
            count(*) as n
          from ${sql.identifier(JOBS_SCHEMA)}.job
          where state in ('created', 'retry', 'active', 'failed')
          group by 1, 2
        ) j on j.name = q.name and j.state = s.state`),
    )
    for (const g of [queueDepth, queueActive, queueFailed]) g.reset()
    const byState = { waiting: queueDepth, active: queueActive, failed: queueFailed } as const
    for (const r of found) byState[r.state as keyof typeof byState]?.set({ queue: r.name }, r.n)
  })
  const readCampaigns = read('campaigns', async () => {
    const found = await campaigns.get('all', () =>
      rows<CampaignRow>(sql`
        select c.id, c.name, r.status, count(*)::int as n
        from marketing_campaigns c join campaign_recipients r on r.campaign_id = c.id
        where c.status in ('active', 'paused')
        group by 1, 2, 3`),
    )
    recipients.reset()
    progress.reset()
    const totals = new Map<string, { name: string; all: number; done: number }>()
    for (const r of found) {
      recipients.set({ campaign_id: r.id, campaign: r.name, status: r.status }, r.n)
      const t = totals.get(r.id) ?? { name: r.name, all: 0, done: 0 }
      t.all += r.n
      if (r.status !== 'pending') t.done += r.n
      totals.set(r.id, t)
    }
    for (const [id, t] of totals) {
      progress.set({ campaign_id: id, campaign: t.name }, t.all ? t.done / t.all : 1)
    }
  })
  const readOrders = read('orders', async () => {
    const [found] = await orders.get('all', () =>
      rows<OrderRow>(sql`select count(*)::float8 as placed, count(paid_at)::float8 as paid from orders`),
    )
    if (!found) return
    // Totals kept in the database: a counter set to the count read.
    placed.reset()
    placed.inc(found.placed)
    paid.reset()
    paid.inc(found.paid)
  })

  const errors = metrics.counter({
    name: 'metrics_collect_errors_total',
    help: 'Scrape-time reads that failed (their figures keep the last values read).',
    labelNames: ['collector'],
    // Waits for this scrape's reads, so their failures count in the same scrape.
    collect: async () => void (await Promise.all([readQueues(), readCampaigns(), readOrders()])),
  })
  // The shared pool, and the connections kept for order transactions (orders-runtime.ts) and for
  // session reads (auth-runtime.ts) and a drop's arrivals and prechecks (drops-runtime.ts).
  const pools = () =>
    [
      ['shared', pool],
      ['reads', ctx.reads],
      ['orders', ctx.runtimes.orders?.pool],
      ['session_reads', ctx.runtimes.auth?.reads],
      ['drop_reads', ctx.runtimes.drops?.reads],
    ].filter((p): p is [string, typeof pool] => p[1] !== undefined)
  metrics.gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pools, by pool (shared, reads, orders, session_reads, drop_reads) and state (total, idle).',
    labelNames: ['pool', 'state'],
    collect() {
      for (const [name, p] of pools()) {
        this.set({ pool: name, state: 'total' }, p.totalCount)
        this.set({ pool: name, state: 'idle' }, p.idleCount)
      }
    },
  })
  metrics.gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free connection of a database pool, by pool (shared, reads, orders, session_reads, drop_reads).',
    labelNames: ['pool'],
    collect() {
      for (const [name, p] of pools()) this.set({ pool: name }, p.waitingCount)
    },
  })
  metrics.gauge({
    name: 'sse_connections',
    help: 'Open event streams on this instance.',
    collect() {
      this.set(ctx.streamSlots.total())
    },
  })
  metrics.gauge({
    name: 'realtime_listener_up',
    help: 'Whether the LISTEN connection that carries realtime events is up (1) or not (0).',
    collect() {
      this.set(ctx.realtime.connected ? 1 : 0)
    },
  })
  const queueDepth = metrics.gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting to run (created or waiting for a retry), by queue.',
    labelNames: ['queue'],
    collect: readQueues,
  })
  const queueActive = metrics.gauge({
    name: 'job_queue_active',
    help: 'Jobs running, by queue.',
    labelNames: ['queue'],
    collect: readQueues,
  })
  const queueFailed = metrics.gauge({
    name: 'job_queue_failed',
    help: 'Jobs that failed for good and are not archived yet (about the last 12 hours), by queue.',
    labelNames: ['queue'],
    collect: readQueues,
  })
  const recipients = metrics.gauge({
    name: 'campaign_recipients',
    help: 'Recipients of running or paused campaigns, by campaign and status.',
    labelNames: ['campaign_id', 'campaign', 'status'],
    collect: readCampaigns,
  })
  const progress = metrics.gauge({
    name: 'campaign_progress_ratio',
    help: 'Share of a running or paused campaign recipients already dealt with (sent, failed or skipped).',
    labelNames: ['campaign_id', 'campaign'],
    collect: readCampaigns,
  })
  const placed = metrics.counter({
    name: 'orders_placed_total',
    help: 'Orders placed (the whole shop).',
    collect: readOrders,
  })
  const paid = metrics.counter({
    name: 'orders_paid_total',
    help: 'Orders paid (the whole shop).',
    collect: readOrders,
  })

  return {
    /** After this, scrapes no longer read the database (the pool is about to close). */
    stop: () => {
      stopped = true
    },
    /** The next scrape reads the database again instead of a recent answer. */
    forget: () => [queues, campaigns, orders].forEach((c) => c.clear()),
  }
}
