import { sql, type SQL } from 'drizzle-orm'
import PgBoss from 'pg-boss'
import type { DbOrTx } from '../db/client.ts'

/**
 * Lets pg-boss write through the caller's Drizzle transaction (its `db` option), so a job commits or
 * rolls back together with the rows it is about. pg-boss numbers its parameters `$1…`; each becomes a
 * bound Drizzle parameter.
 */
export function jobExecutor(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = []
      let last = 0
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[Number(m[1]) - 1])}`)
        last = m.index + m[0].length
      }
      chunks.push(sql.raw(text.slice(last)))
      const { rows } = await tx.execute(sql.join(chunks))
      return { rows }
    },
  }
}

export const JOBS_SCHEMA = 'pgboss'

/**
 * Creates a queue (a no-op when it exists). Instances starting together on a new database create the
 * same queues at the same moment, and pg-boss's queue creation (a row plus a partition) can then
 * deadlock or collide; the loser retries and finds the queue made.
 */
async function createQueueOnce(boss: PgBoss, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name)
    } catch (err) {
      const code = (err as { code?: string }).code
      if (attempt >= 5 || (code !== '40P01' && code !== '23505' && code !== '42P07')) throw err
      await new Promise((r) => setTimeout(r, 50 * attempt))
    }
  }
}

type Handler<T> = (
  data: T,
  job: { id: string; name: string; retryCount: number; retryLimit: number },
) => Promise<void>

/** A thin layer over pg-boss: queues are created on first use; handlers receive one job at a time. */
export function createJobs({
  connectionString,
  log,
  stopTimeoutMs = 10_000,
}: {
  connectionString: string
  log: (msg: string) => void
  /** How long a stop waits for the jobs in hand to finish before failing them back to the queue. */
  stopTimeoutMs?: number
}) {
  const boss = new PgBoss({ connectionString, schema: JOBS_SCHEMA, max: 4, application_name: 'rdo-jobs' })
  boss.on('error', (err) => log(`Job queue error: ${err.message}`))
  const queues = new Map<string, Promise<void>>()
  /** Queues known to exist: a job sent to one in a transaction goes out without waiting for anything. */
  const made = new Set<string>()
  let started: Promise<unknown> | null = null
  let running = false
  let stopping: Promise<void> | null = null
  let handlers = 0

  // A start or a queue that failed is tried again by the next caller (the promise is not kept).
  const start = () =>
    (started ??= boss.start().then(
      (b) => {
        running = !stopping
        return b
      },
      (err: unknown) => {
        started = null
        throw err
      },
    ))
  const ensureQueue = (name: string) => {
    let p = queues.get(name)
    if (!p) {
      p = (async () => {
        await start()
        await createQueueOnce(boss, name)
        made.add(name)
      })()
      p.catch(() => queues.delete(name))
      queues.set(name, p)
    }
    return p
  }

  return {
    boss,
    start,
    /** Makes the queue `name` ready (created on first use; at once after that). */
    prepare: ensureQueue,
    /**
     * Whether the queue `name` is ready: then `send` writes the job's statement without waiting for
     * anything first, so a caller can send it beside others in one round trip of its transaction.
     */
    ready: (name: string) => made.has(name),
    /** Queues a job; with `tx`, inside that transaction (the job exists only if it commits). */
    async send(name: string, data: object, options: PgBoss.SendOptions = {}, tx?: DbOrTx) {
      await ensureQueue(name)
      return boss.send(name, data, tx ? { ...options, db: jobExecutor(tx) } : options)
    },
    async work<T extends object>(name: string, handler: Handler<T>) {
      handlers++
      await ensureQueue(name)
      await boss.work<T>(
        name,
        { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await handler(job.data, {
              id: job.id,
              name: job.name,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            })
          }
        },
      )
    },
    async schedule(name: string, cron: string, data: object = {}, options: PgBoss.ScheduleOptions = {}) {
      await ensureQueue(name)
      await boss.schedule(name, cron, data, { tz: 'UTC', ...options })
    },
    /** Whether this process works jobs (registered handlers), as a worker process or the web one does. */
    get works() {
      return handlers > 0
    },
    /** Started and not stopping. */
    get running() {
      return running
    },
    /** A stop has begun: long jobs check this between steps and leave the rest for their next run. */
    get stopping() {
      return stopping !== null
    },
    /** A round trip through the queue's own connections. */
    async ping() {
      await boss.getDb().executeSql('select 1', [])
    },
    /** Stops fetching, lets the jobs in hand finish (bounded), then closes; a second call waits for the first. */
    stop() {
      running = false
      if (!started) return Promise.resolve()
      return (stopping ??= started.then(() =>
        boss.stop({ graceful: true, wait: true, timeout: stopTimeoutMs }),
      ))
    },
  }
}

export type Jobs = ReturnType<typeof createJobs>
