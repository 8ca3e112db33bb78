import fs from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import type { AppContext } from '../apps/server/src/types.ts'
import { wallMs } from './stats.ts'

/**
 * What the server goes through while a crowd runs, to say where time goes when a target is missed:
 * its event loop's delay, the database pool's queue, the CPU this process uses, each route's time as
 * the server measures it (the renderer's own API calls marked `inject`), and what the database's
 * busy sessions wait on (sampled from pg_stat_activity every 100 ms on a connection of its own).
 */
export type ServerWatch = {
  loopP99Ms: number
  loopMaxMs: number
  poolWaitingMax: number
  cpuCores: number
  /** Queries sent by this process (server, jobs) per second of the run. */
  queriesPerSecond: number
  /** CPU used by the database's processes, and the machine's share of busy CPU (every process on it). */
  databaseCores: number
  machineBusy: number
  /** Connections the kernel dropped because the server's accept queue was full (whole machine). */
  listenOverflows: number
  routes: { route: string; count: number; p50: number; p99: number; totalS: number }[]
  waits: { what: string; samples: number }[]
}

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN
}

/**
 * Times every response by route; `take()` hands over what was timed since the last call. Each answer
 * also carries `x-bench-at: in,out` (when the server began the request and when it sent the answer,
 * on the wall clock) so the crowd can tell time queued before the server from time after it.
 */
export function routeTimer(app: FastifyInstance) {
  let times = new Map<string, number[]>()
  app.addHook('onSend', (_req, reply, payload, done) => {
    // Fastify's clock for the request starts before its first hook (this app times every response).
    const out = wallMs()
    reply.header('x-bench-at', `${(out - reply.elapsedTime).toFixed(2)},${out.toFixed(2)}`)
    done(null, payload)
  })
  app.addHook('onResponse', (req, reply, done) => {
    const inject = req.headers['user-agent'] === 'lightMyRequest'
    const key = `${inject ? 'inject ' : ''}${req.method} ${req.routeOptions.url ?? '(not found)'} ${reply.statusCode}`
    let list = times.get(key)
    if (!list) times.set(key, (list = []))
    list.push(reply.elapsedTime)
    done()
  })
  return {
    take(): ServerWatch['routes'] {
      const taken = times
      times = new Map()
      return [...taken]
        .map(([route, ms]) => ({
          route,
          count: ms.length,
          p50: pct(ms, 0.5),
          p99: pct(ms, 0.99),
          totalS: ms.reduce((a, b) => a + b, 0) / 1000,
        }))
        .sort((a, b) => b.totalS - a.totalS)
    },
  }
}

/** The kernel's count of connections dropped for a full accept queue (Linux; 0 elsewhere). */
function listenOverflows(): number {
  try {
    const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n')
    const i = lines.findIndex((l) => l.startsWith('TcpExt:'))
    const names = lines[i]!.split(/\s+/)
    const values = lines[i + 1]!.split(/\s+/)
    return Number(values[names.indexOf('ListenOverflows')] ?? 0)
  } catch {
    return 0
  }
}

/** Counts the queries of every pg client in this process (the server's pool, the job queue). */
let queries = 0
const clientProto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
const originalQuery = clientProto.query
clientProto.query = function (this: unknown, ...args: unknown[]) {
  queries++
  return originalQuery.apply(this, args)
}

const ticksPerSecond = 100
/** CPU seconds of a process and its children that are still running (Linux; 0 elsewhere). */
function processTreeCpu(rootPid: number): number {
  try {
    let ticks = 0
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        if (Number(entry) !== rootPid && Number(fields[1]) !== rootPid) continue
        ticks += Number(fields[11]) + Number(fields[12])
      } catch {
        // The process ended meanwhile.
      }
    }
    return ticks / ticksPerSecond
  } catch {
    return 0
  }
}

/** The machine's busy and total CPU time so far (Linux; zeros elsewhere). */
function machineCpu(): { busy: number; total: number } {
  try {
    const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
    const n = v.map(Number)
    const total = n.reduce((a, b) => a + b, 0)
    return { busy: total - n[3]! - n[4]!, total }
  } catch {
    return { busy: 0, total: 0 }
  }
}

export async function watchServer(ctx: AppContext, databaseUrl: string) {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  const cpu = process.cpuUsage()
  const overflowsBefore = listenOverflows()
  const started = performance.now()
  let poolWaitingMax = 0
  const poolSampler = setInterval(() => {
    poolWaitingMax = Math.max(poolWaitingMax, ctx.pool.waitingCount)
  }, 20)
  const waits = new Map<string, number>()
  const client = new pg.Client(databaseUrl)
  await client.connect()
  const { rows: pids } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
  const stat = fs.existsSync(`/proc/${pids[0]!.pid}/stat`)
    ? fs.readFileSync(`/proc/${pids[0]!.pid}/stat`, 'utf8')
    : ''
  const postmaster = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : 0
  const dbCpuBefore = postmaster ? processTreeCpu(postmaster) : 0
  const machineBefore = machineCpu()
  const queriesBefore = queries
  let sampling = true
  const sampleDb = async () => {
    while (sampling) {
      const { rows } = await client.query<{ what: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') || ' | ' || state || ' | ' ||
           regexp_replace(left(query, 90), '\\s+', ' ', 'g') as what
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
           and backend_type = 'client backend'`,
      )
      for (const { what } of rows) waits.set(what, (waits.get(what) ?? 0) + 1)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  const sampler = sampleDb().catch(() => {})
  return {
    async stop(routes: ServerWatch['routes']): Promise<ServerWatch> {
      clearInterval(poolSampler)
      sampling = false
      await sampler
      await client.end()
      loop.disable()
      const used = process.cpuUsage(cpu)
      const seconds = (performance.now() - started) / 1000
      const machine = machineCpu()
      return {
        loopP99Ms: loop.percentile(99) / 1e6,
        loopMaxMs: loop.max / 1e6,
        poolWaitingMax,
        cpuCores: (used.user + used.system) / 1e6 / seconds,
        queriesPerSecond: (queries - queriesBefore) / seconds,
        databaseCores: postmaster ? (processTreeCpu(postmaster) - dbCpuBefore) / seconds : NaN,
        machineBusy: (machine.busy - machineBefore.busy) / Math.max(1, machine.total - machineBefore.total),
        listenOverflows: listenOverflows() - overflowsBefore,
        routes,
        waits: [...waits]
          .map(([what, samples]) => ({ what, samples }))
          .sort((a, b) => b.samples - a.samples)
          .slice(0, 12),
      }
    },
  }
}
