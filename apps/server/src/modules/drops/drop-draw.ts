import crypto from 'node:crypto'
import os from 'node:os'
import { sql, type SQL } from 'drizzle-orm'
import pg from 'pg'
import { createDb, type Db, type Tx } from '../../db/client.ts'
import { DROP_MESSAGES } from '@rdo/contracts'
import { Unavailable } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { grantLocked, settleDraws, type Answer, type Ask, type LockedDrop } from './admission-grant.ts'
import type { AdmissionRow } from './drop-dto.ts'
import { outcomesOf, placesOfOthers, reviveAdmission } from './draw-outcomes.ts'
import { DropRefusal, refusals } from './drop-rules.ts'
import { DRAW_GRACE_MS, LINE_BATCH } from './drop-line.ts'

// The opening draw, shop-wide: every instance writes the arrivals of a window's first seconds to
// `drop_draw_entries` (one per customer, whichever instance or tab), and the first locked step after
// every instance has written them orders them all by one random permutation and decides them, in the
// drop's locked step like any group. Each instance then reads its own customers' outcomes.
//
// An instance does its part on a connection of its own, never queued behind the rush in the shared
// pool, and that connection holds the instance's presence lock while the process lives: the draw waits
// for a live instance that is late writing (its loop busy with the rush), and only briefly for one
// whose connection is gone.

/** A random integer in [0, n): the draw's source of randomness (a test may seed its own). */
export type RandomInt = (n: number) => number

/** How long past the draw's end an instance that stopped (its presence lock gone) is waited for. */
const DECIDE_SLACK_MS = 2500
/**
 * How long past the draw's end a live instance is waited for at most: its own wait for the presses
 * still being read (DRAW_GRACE_MS) and 4 s to write them. A rush can hold a busy instance's loop for
 * seconds before it writes; a live instance past this is stuck, not late.
 */
const LIVE_SLACK_MS = DRAW_GRACE_MS + 4000
/** The class of the instances' presence locks (an advisory lock of two keys: this and the name's hash). */
const PRESENCE_LOCK = 1146244944
/** How often an instance looks whether the draw it wrote to is decided. */
const POLL_MS = 40
/**
 * How long an instance waits at most for the draw it wrote to: far past the slack any live instance
 * needs. Past it something is wrong (the database stalls, a bug leaves an entry undecided), and the
 * waiting buyers hear "try again" instead of holding their requests and the line forever.
 */
export const DECIDE_LIMIT_MS = LIVE_SLACK_MS + 5000

/**
 * Whether the draw still waits for the instance row `i` of `drop_draw_instances`: it has not written
 * its arrivals, and either its slack is not over or it is alive (its session holds its presence lock)
 * and the live slack is not over.
 */
export const stillWriting = (i: SQL) => sql`(${i}.ready_at is null and (${i}.decide_by > now()
  or (${i}.decide_by > now() - ${`${LIVE_SLACK_MS - DECIDE_SLACK_MS} milliseconds`}::interval
    and exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.granted
      and l.database = (select oid from pg_database where datname = current_database())
      and l.classid = ${PRESENCE_LOCK}::oid and l.objid = hashtext(${i}.instance)::oid
      and l.objsubid = 2))))`

/** Fisher–Yates: one uniformly random order of `items` (a new array). */
export function permute<T>(items: readonly T[], random: RandomInt): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

type Entry = { user_id: string; units: number; opens_at: string; decided: number }

/**
 * With the drop locked: decides every opening-draw arrival not decided yet, once no instance taking
 * part is still writing its arrivals (or its time is up). Each window's arrivals, in a canonical order
 * (arrival time, then customer), are permuted with the runtime's random source and decided in that
 * order, a group at a time; once the units are gone the rest are sold out. Returns false when the draw
 * must still wait for an instance.
 */
export async function decidePendingDraws(
  ctx: AppContext,
  tx: Tx,
  dropId: string,
  drop: LockedDrop,
): Promise<boolean> {
  const { rows: waiting } = await tx.execute(sql`select 1 from drop_draw_instances i
    where i.drop_id = ${dropId} and ${stillWriting(sql`i`)} limit 1`)
  if (waiting.length) return false
  // How many of each window are decided already is counted once per window, not once per entry.
  const { rows } = await tx.execute<Entry>(sql`
    with decided as (
      select opens_at, count(*)::int as n from drop_draw_entries
      where drop_id = ${dropId} and outcome is not null group by opens_at)
    select e.user_id, e.units, e.opens_at::text as opens_at, coalesce(d.n, 0) as decided
    from drop_draw_entries e left join decided d on d.opens_at = e.opens_at
    where e.drop_id = ${dropId} and e.outcome is null
    order by e.opens_at, e.arrived_at, e.user_id`)
  const windows = new Map<string, Entry[]>()
  for (const r of rows) windows.set(r.opens_at, [...(windows.get(r.opens_at) ?? []), r])
  const { random } = ctx.runtimes.drops.draw
  let soldOut = false
  for (const [opensAt, entries] of windows) {
    const order = permute(entries, random)
    const outcomes: string[] = []
    for (let i = 0; i < order.length; i += LINE_BATCH) {
      const asks: Ask[] = order.slice(i, i + LINE_BATCH).map((e) => ({ userId: e.user_id, units: e.units }))
      const answers: Answer[] = soldOut
        ? asks.map(() => null)
        : await grantLocked(ctx, tx, dropId, drop, asks)
      if (answers.includes(null)) soldOut = true
      for (const a of answers) outcomes.push(outcomeOf(a))
    }
    await tx.execute(sql`
      update drop_draw_entries e
      set rank = v.rank + ${entries[0]!.decided}, outcome = v.outcome, decided_at = now()
      from unnest(${`{${order.map((e) => e.user_id).join(',')}}`}::uuid[],
        ${`{${outcomes.join(',')}}`}::text[]) with ordinality as v(user_id, outcome, rank)
      where e.drop_id = ${dropId} and e.opens_at = ${opensAt}::timestamptz and e.user_id = v.user_id
        and e.outcome is null`)
  }
  return true
}

const outcomeOf = (a: Answer) => (a === null ? 'sold_out' : a instanceof DropRefusal ? a.reason : 'granted')

/**
 * The instance's part in the shop-wide draw (`ctx.runtimes.drops.draw`). `instance` names it in the
 * draw's rows: host, process and a random tag (two apps in one process differ). Once a window is
 * decided, the places it granted to other instances' customers go to `othersGranted` (read after this
 * instance's own customers are answered): their orders may come to this instance.
 */
export function createSharedDraw(
  ctx: AppContext,
  {
    instance = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`,
    othersGranted = () => {},
  }: { instance?: string; othersGranted?: (places: AdmissionRow[]) => void } = {},
) {
  const registered = new Map<string, Promise<unknown>>()
  const keyOf = (dropId: string, opens: number) => `${dropId} ${opens}`
  let own: { pool: pg.Pool; db: Db } | null = null
  let stopped = false
  /**
   * The instance's connection for its part in the draws, opened at its first draw. Every connection
   * it opens (again, after one is lost) first takes the presence lock, before any other query on it;
   * it is never closed while idle (TCP keepalive finds one the network dropped). The lock is only
   * tried: a lost connection's session still holding it must not hold up the draw's queries, and an
   * instance without its lock is waited for as briefly as a stopped one.
   */
  const conn = () => {
    if (stopped) throw new Error('The draw of this instance has stopped')
    if (own) return own
    const pool = new pg.Pool({
      connectionString: ctx.pool.options.connectionString,
      max: 1,
      idleTimeoutMillis: 0,
      keepAlive: true,
    })
    pool.on('error', () => {})
    pool.on('connect', (client) => {
      client
        .query<{ held: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as held', [
          PRESENCE_LOCK,
          instance,
        ])
        .then(({ rows }) => {
          if (!rows[0]?.held) ctx.log.warn('The draw presence lock is held by another session', { instance })
        })
        .catch((err: unknown) => ctx.log.warn('Could not take the draw presence lock', { instance, err }))
    })
    return (own = { pool, db: createDb(pool) })
  }

  return {
    instance,
    /** The draw's randomness: the system's unless a test seeds its own. */
    random: crypto.randomInt as RandomInt,
    /** How long `decide` waits for the shop-wide outcome at most (a test may shorten it). */
    decideLimitMs: DECIDE_LIMIT_MS,

    /** This instance takes part in the window's draw: the draw waits for its arrivals. */
    register(dropId: string, opens: number, closesAt: number) {
      const done = conn()
        .db.execute(
          sql`insert into drop_draw_instances (drop_id, opens_at, instance, decide_by)
          values (${dropId}, ${new Date(opens).toISOString()}::timestamptz, ${instance},
            ${new Date(closesAt + DECIDE_SLACK_MS).toISOString()}::timestamptz)
          on conflict do nothing`,
        )
        .catch((err: unknown) => ctx.log.warn('Could not join the opening draw', { dropId, err }))
      registered.set(keyOf(dropId, opens), done)
    },

    /**
     * Writes this instance's arrivals in the window's draw, marks it ready, and answers each once the
     * shop-wide draw has decided them (in the order given).
     */
    async decide(dropId: string, opens: number, asks: { ask: Ask; arrivedAt: number }[]): Promise<Answer[]> {
      const key = keyOf(dropId, opens)
      await registered.get(key)
      registered.delete(key)
      const opensAt = new Date(opens)
      const users = asks.map((a) => a.ask.userId)
      // Written in customer order (`order by u`): a customer who pressed on two instances is in both
      // lists, and two instances inserting the same customers in different orders would each wait for
      // the other's row.
      await conn().db.transaction(async (tx) => {
        if (asks.length) {
          await tx.execute(sql`insert into drop_draw_entries
              (drop_id, opens_at, user_id, units, arrived_at, instance)
            select ${dropId}, ${opensAt.toISOString()}::timestamptz, u, n, to_timestamp(t / 1000.0), ${instance}
            from unnest(${`{${users.join(',')}}`}::uuid[],
              ${`{${asks.map((a) => a.ask.units).join(',')}}`}::int[],
              ${`{${asks.map((a) => a.arrivedAt).join(',')}}`}::float8[]) as v(u, n, t)
            order by u
            on conflict do nothing`)
        }
        await tx.execute(sql`insert into drop_draw_instances (drop_id, opens_at, instance, decide_by, ready_at)
          values (${dropId}, ${opensAt.toISOString()}::timestamptz, ${instance}, now(), now())
          on conflict (drop_id, opens_at, instance) do update set ready_at = now()`)
      })
      const giveUpAt = Date.now() + this.decideLimitMs
      for (;;) {
        if (Date.now() > giveUpAt) {
          ctx.log.error('The opening draw was not decided in time', {
            dropId,
            instance,
            waiting: users.length,
          })
          throw new Unavailable(DROP_MESSAGES.drawNotDecided, 'DRAW_NOT_DECIDED')
        }
        await settleDraws(ctx, dropId, conn().db)
        const found = await outcomesOf(conn().db, dropId, opensAt, users)
        if (found) {
          placesOfOthers(conn().db, dropId, opensAt, users).then(othersGranted, (err: unknown) =>
            ctx.log.warn("Could not read the draw's other places", { dropId, err }),
          )
          return asks.map(({ ask }) => {
            const o = found.get(ask.userId)
            if (o?.outcome === 'granted' && o.admission) return reviveAdmission(o.admission)
            if (o?.outcome === 'limit_reached') return refusals.limitReached(o.limit)
            return null
          })
        }
        await new Promise((r) => setTimeout(r, POLL_MS))
      }
    },

    /** Closes the draw's connection (its presence lock goes with it); nothing opens it again. */
    async stop() {
      stopped = true
      const pool = own?.pool
      own = null
      await pool?.end().catch(() => {})
    },
  }
}

export type SharedDraw = ReturnType<typeof createSharedDraw>
