import crypto from 'node:crypto'
import { DROP_OPENING_DRAW_SECONDS } from '@rdo/contracts'

// How this process lines up a drop's buyers before the database decides: one decision at a time per
// drop, and the opening seconds drawn in random order. Like drop-pulse.ts, nothing here is shared with
// other instances or survives a restart; the database's guarded statement stays the authority on who
// gets a unit, this only decides in which order this process asks it.

/** Arrivals in the first this-many milliseconds of a window are drawn in random order when it ends. */
let openingDrawMs = DROP_OPENING_DRAW_SECONDS * 1000

/** For tests: the draw's length (0 turns the draw off: first come, first served from the start). */
export function setOpeningDrawMs(ms: number) {
  openingDrawMs = ms
}

export const openingDrawLength = () => openingDrawMs

const tails = new Map<string, Promise<unknown>>()
const waiting = new Map<string, number>()

/**
 * Runs `task` after every task queued before it for the same drop has finished. Without this, every
 * arrival would take a database connection only to wait on the drop's row lock: a rush of thousands
 * would hold the whole pool waiting, and pages and orders would wait behind them.
 */
export function inTurn<T>(dropId: string, task: () => Promise<T>): Promise<T> {
  const before = tails.get(dropId) ?? Promise.resolve()
  waiting.set(dropId, (waiting.get(dropId) ?? 0) + 1)
  const run = before.then(task)
  const tail = run.then(
    () => undefined,
    () => undefined,
  )
  tails.set(dropId, tail)
  void tail.then(() => {
    const left = (waiting.get(dropId) ?? 1) - 1
    if (left > 0) waiting.set(dropId, left)
    else waiting.delete(dropId)
    if (tails.get(dropId) === tail) tails.delete(dropId)
  })
  return run
}

type Entry<T> = { promise: Promise<T>; run: () => void }
type Draw = { entries: Map<string, Entry<unknown>> }
const draws = new Map<string, Draw>()

/**
 * Arrivals of the window opened at `opensAt` while its draw runs: each customer enters once (a second
 * tab or a repeated press joins their entry); when the draw closes, the entries take their turns in a
 * random order, so being first by a few milliseconds — a script firing at the exact second — buys no
 * advantage over a person who pressed Buy a second later. Returns null once the draw is over: the
 * caller takes its turn in arrival order.
 */
export function enterOpeningDraw<T>(
  dropId: string,
  opensAt: Date,
  customer: string,
  take: () => Promise<T>,
  now = Date.now(),
): Promise<T> | null {
  const closesAt = opensAt.getTime() + openingDrawMs
  if (now < opensAt.getTime() || now >= closesAt) return null
  const key = `${dropId}:${opensAt.getTime()}`
  let draw = draws.get(key)
  if (!draw) {
    const opened: Draw = { entries: new Map() }
    draws.set(key, opened)
    draw = opened
    setTimeout(() => {
      draws.delete(key)
      const entries = [...opened.entries.values()]
      // Fisher–Yates with the system's randomness: no one can predict or steer the order.
      for (let i = entries.length - 1; i > 0; i--) {
        const j = crypto.randomInt(i + 1)
        ;[entries[i], entries[j]] = [entries[j]!, entries[i]!]
      }
      for (const entry of entries) entry.run()
    }, closesAt - now).unref()
  }
  const mine = draw.entries.get(customer)
  if (mine) return mine.promise as Promise<T>
  let run!: () => void
  const promise = new Promise<T>((resolve, reject) => {
    run = () => void take().then(resolve, reject)
  })
  draw.entries.set(customer, { promise, run })
  return promise
}

/** Arrivals of the drop waiting in this process: in its opening draw or for their turn. */
export function lineLength(dropId: string): number {
  let drawn = 0
  for (const [key, draw] of draws) if (key.startsWith(`${dropId}:`)) drawn += draw.entries.size
  return drawn + (waiting.get(dropId) ?? 0)
}
