import PgBoss from 'pg-boss'

type Handler<T> = (data: T, job: { id: string; name: string }) => Promise<void>

/** A thin layer over pg-boss: queues are created on first use; handlers receive one job at a time. */
export function createJobs({
  connectionString,
  log,
}: {
  connectionString: string
  log: (msg: string) => void
}) {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, application_name: 'rdo-jobs' })
  boss.on('error', (err) => log(`Job queue error: ${err.message}`))
  const queues = new Map<string, Promise<void>>()
  let started: Promise<unknown> | null = null

  const start = () => (started ??= boss.start())
  const ensureQueue = (name: string) => {
    let p = queues.get(name)
    if (!p) {
      p = (async () => {
        await start()
        await boss.createQueue(name)
      })()
      queues.set(name, p)
    }
    return p
  }

  return {
    boss,
    start,
    async send(name: string, data: object, options: PgBoss.SendOptions = {}) {
      await ensureQueue(name)
      return boss.send(name, data, options)
    },
    async work<T extends object>(name: string, handler: Handler<T>) {
      await ensureQueue(name)
      await boss.work<T>(name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, name: job.name })
      })
    },
    async schedule(name: string, cron: string, data: object = {}) {
      await ensureQueue(name)
      await boss.schedule(name, cron, data, { tz: 'UTC' })
    },
    async stop() {
      if (!started) return
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 })
    },
  }
}

export type Jobs = ReturnType<typeof createJobs>
