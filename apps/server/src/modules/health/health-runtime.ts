import { sql } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import type { AppContext } from '../../types.ts'
import { pendingMigrations, shippedMigrations } from './migrations-state.ts'
import { cachedCheck, runChecks, type ReadyCheck, type ReadyReport } from './readiness.ts'
import { verifySmtp } from './smtp-check.ts'

/** A mail server or a bucket is asked at most this often, however often probes come. */
const REMOTE_CHECK_TTL_MS = 30_000

export type ReadyOptions = {
  /** This process relays realtime events (the web process): its LISTEN connection must be up. */
  listener: boolean
  /** The shared rate-limit store of this app, when configured. */
  redis?: Redis
}

/**
 * What the health module keeps while an app runs (`ctx.runtimes.health`): the migrations this build
 * ships, the cached answers of the mail server and the bucket, which checks are down (each change is
 * logged once, with its cause, which never reaches the caller) and whether a shutdown has begun.
 */
export function startHealthRuntime(ctx: AppContext) {
  const shipped = shippedMigrations()
  const smtpUrl = ctx.config.SMTP_URL
  const smtp = smtpUrl ? cachedCheck(REMOTE_CHECK_TTL_MS, () => verifySmtp(smtpUrl)) : null
  const reach = ctx.storage.reach?.bind(ctx.storage)
  const storage = reach ? cachedCheck(REMOTE_CHECK_TTL_MS, reach) : null
  const down = new Set<string>()
  let stopping = false

  function checks({ listener, redis }: ReadyOptions): ReadyCheck[] {
    const list: ReadyCheck[] = [
      { name: 'database', required: true, run: async () => void (await ctx.db.execute(sql`select 1`)) },
      {
        name: 'migrations',
        required: true,
        run: async () => {
          const pending = await pendingMigrations(ctx.db, shipped)
          if (pending) throw new Error(`${pending} migration(s) not applied`)
        },
      },
    ]
    if (ctx.jobs.works) {
      list.push({
        name: 'jobs',
        required: true,
        run: async () => {
          if (!ctx.jobs.running) throw new Error('the job queue is not running')
          await ctx.jobs.ping()
        },
      })
    }
    if (listener) {
      list.push({
        name: 'listener',
        required: true,
        run: async () => {
          if (!ctx.realtime.connected) throw new Error('the LISTEN connection is down')
        },
      })
    }
    if (redis) list.push({ name: 'redis', required: true, run: async () => void (await redis.ping()) })
    // Every instance shares the bucket and the mail server: their outage is reported, but taking all
    // instances out of the load balancer would not help (mail waits in the outbox and retries).
    if (storage) list.push({ name: 'storage', required: false, run: storage })
    if (smtp) list.push({ name: 'smtp', required: false, run: smtp })
    return list
  }

  return {
    get stopping() {
      return stopping
    },
    /** From now on readiness answers 503, so load balancers stop sending new requests. */
    beginShutdown() {
      stopping = true
    },
    async ready(options: ReadyOptions): Promise<{ statusCode: 200 | 503; report: ReadyReport }> {
      if (stopping) return { statusCode: 503, report: { status: 'stopping', checks: [] } }
      const report = await runChecks(checks(options), (name, err) => {
        if (down.has(name)) return
        down.add(name)
        ctx.log.warn(`Readiness: ${name} is down`, { check: name, cause: err.message })
      })
      for (const c of report.checks) {
        if (c.state === 'up' && down.delete(c.name))
          ctx.log.info(`Readiness: ${c.name} is back`, { check: c.name })
      }
      return { statusCode: report.status === 'error' ? 503 : 200, report }
    },
  }
}

export type HealthRuntime = ReturnType<typeof startHealthRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    health: HealthRuntime
  }
}
