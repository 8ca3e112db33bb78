import { fork } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startNginx } from '../apps/server/test/nginx.ts'
import type { AppContext } from '../apps/server/src/types.ts'

/**
 * The drop benchmark's scale-out: more shop instances (child processes, drop-instance.ts) on the same
 * database beside the first, behind nginx from the system (round robin, with the shop's own proxy and
 * cache settings from deploy/nginx, in a temp directory of its own, run as a child process with no
 * root-only path; `NGINX` names another binary). nginx logs which instance answered each request; with
 * the draw's rows in the database that gives the figures per instance.
 */

/** A shop instance: its name, its ports (the first, then any more listeners) and its process. */
export type Instance = { name: string; port: number; ports: number[]; pid: number }

type Start = { databaseUrl: string; authSecret: string; appUrl: string }

async function startInstance(start: Start, role: 'web' | 'worker') {
  const child = fork(fileURLToPath(new URL('./drop-instance.ts', import.meta.url)), [], {
    // The heap setting `npm start` gives the shop (and `npm run bench` the first instance).
    execArgv: ['--max-semi-space-size=32', '--import', 'tsx'],
  })
  const ready = new Promise<{ port: number; ports: number[]; pid: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number; ports: number[]; pid: number }))
    child.once('exit', (code) => reject(new Error(`a shop instance exited (${code})`)))
  })
  child.send({ ...start, role })
  return { child, ...(await ready) }
}

/**
 * Starts `extra` more web instances, one job-worker process and nginx in front of the web instances;
 * `base` is the address to send the crowd to.
 */
export async function startScaleOut(
  first: { ctx: AppContext; databaseUrl: string; port: number; ports: number[] },
  extra: number,
) {
  const start = {
    databaseUrl: first.databaseUrl,
    authSecret: first.ctx.config.AUTH_SECRET!,
    appUrl: first.ctx.config.APP_URL,
  }
  const started = await Promise.allSettled([
    ...Array.from({ length: extra }, () => startInstance(start, 'web')),
    startInstance(start, 'worker'),
  ])
  const more = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  // One that failed to start stops the others: no process outlives the benchmark.
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    for (const m of more) m.child.kill('SIGTERM')
    throw failed.reason
  }
  const web = more.slice(0, extra)
  const instances: Instance[] = [
    { name: 'instance 1', port: first.port, ports: first.ports, pid: process.pid },
    ...web.map((m, i) => ({ name: `instance ${i + 2}`, port: m.port, ports: m.ports ?? [], pid: m.pid })),
  ]
  let nginx
  try {
    // One worker per core, as deploy/nginx/nginx.conf; each answer's instance goes to the log exactly
    // as sent (no retry on another).
    nginx = await startNginx({
      // The presses held for the draw on the instances' other listeners, if they have any.
      upstreams: instances.map((i) => i.port),
      held: instances.flatMap((i) => (i.ports.length ? i.ports : [i.port])),
      server: '    proxy_next_upstream off;',
    })
  } catch (err) {
    for (const m of more) m.child.kill('SIGTERM')
    throw err
  }
  const lb = nginx
  return {
    base: lb.base,
    instances,
    /** The figures of each instance for the round just run (then the log starts again). */
    async perInstance(ctx: AppContext, dropId: string) {
      const lines = await lb.takeLog()
      // With BENCH_NGINX_LOG=dir, each round's access log: `nginx-<drop>.log`.
      const keep = process.env.BENCH_NGINX_LOG
      if (keep) fs.writeFileSync(path.join(keep, `nginx-${dropId}.log`), `${lines.join('\n')}\n`)
      return instanceFigures(ctx, dropId, instances, lines)
    },
    async stop() {
      const warned = lb.errors()
      await lb.stop()
      if (warned[0]) {
        console.log(`nginx logged ${warned.length} warnings or errors; the last ones:`)
        for (const line of warned.slice(-5)) console.log(`  ${line}`)
      }
      for (const m of more) m.child.send('stop')
      await Promise.all(more.map((m) => new Promise((r) => m.child.once('exit', r))))
    },
  }
}

export type InstanceFigures = {
  name: string
  admissionRequests: number
  placesGranted: number
  ordersTaken: number
  /** Entries in the draw (people and bots), then people's only. */
  inDraw: number
  peopleInDraw: number
  peopleWon: number
  unitsToItsWinners: number
  /** Its entries decided after the window's first decision: they arrived in time but came too late for it. */
  decidedLate: number
}

/** Per instance: its answers in nginx's log, and the draw's arrivals and winners it received. */
async function instanceFigures(ctx: AppContext, dropId: string, instances: Instance[], lines: string[]) {
  const { rows } = await ctx.pool.query<{
    instance: string
    entries: number
    people: number
    won: number
    units: number
    late: number
  }>(
    `with first as (select opens_at, min(decided_at) at from drop_draw_entries where drop_id = $1 group by opens_at)
     select e.instance, count(*) filter (where e.decided_at > f.at)::int late, count(*)::int entries, count(*) filter (where u.email like '%-p-%')::int people,
       count(*) filter (where e.outcome = 'granted' and u.email like '%-p-%')::int won,
       coalesce(sum((select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
         join product_drops d on d.id = e.drop_id
         where o.user_id = e.user_id and i.product_id = d.product_id and o.status <> 'cancelled')), 0)::int units
     from drop_draw_entries e join "user" u on u.id = e.user_id join first f on f.opens_at = e.opens_at
     where e.drop_id = $1 group by e.instance`,
    [dropId],
  )
  return instances.map((inst): InstanceFigures => {
    const own = new Set([inst.port, ...inst.ports].map((p) => `127.0.0.1:${p}`))
    const mine = lines.map((l) => l.split(' ')).filter(([addr]) => own.has(addr!))
    const admission = mine.filter(([, , m, uri]) => m === 'POST' && uri?.endsWith('/admission'))
    const draw = rows.filter((r) => r.instance.split(':')[1] === String(inst.pid))
    return {
      name: inst.name,
      admissionRequests: admission.length,
      placesGranted: admission.filter(([, s]) => s === '200').length,
      ordersTaken: mine.filter(([, s, m, uri]) => m === 'POST' && uri === '/api/orders' && s === '201')
        .length,
      inDraw: draw.reduce((n, r) => n + r.entries, 0),
      peopleInDraw: draw.reduce((n, r) => n + r.people, 0),
      peopleWon: draw.reduce((n, r) => n + r.won, 0),
      unitsToItsWinners: draw.reduce((n, r) => n + r.units, 0),
      decidedLate: draw.reduce((n, r) => n + r.late, 0),
    }
  })
}

/** The per-instance table: each instance's share of the draw's winners against its share of arrivals. */
export function instanceTable(rounds: InstanceFigures[][]) {
  const out: string[] = [
    'per instance (each round): requests, places, orders | in draw (people), decided late, people won, units | share of winners vs arrivals',
  ]
  rounds.forEach((round, r) => {
    const people = round.reduce((n, i) => n + i.peopleInDraw, 0) || 1
    const won = round.reduce((n, i) => n + i.peopleWon, 0) || 1
    for (const i of round) {
      const arrivals = (100 * i.peopleInDraw) / people
      const winners = (100 * i.peopleWon) / won
      out.push(
        `  round ${r + 1} ${i.name}: ${i.admissionRequests} admission requests, ${i.placesGranted} places, ${i.ordersTaken} orders | ` +
          `${i.inDraw} in draw (${i.peopleInDraw} people), ${i.decidedLate} decided late, ${i.peopleWon} people won, ${i.unitsToItsWinners} units | ` +
          `winners ${winners.toFixed(1)}% vs arrivals ${arrivals.toFixed(1)}% (${(winners - arrivals).toFixed(1)} points)`,
      )
    }
  })
  return out.join('\n')
}
