import crypto from 'node:crypto'
import { DROP_OPENING_DRAW_SECONDS } from '@rdo/contracts'

// How an app lines up a drop's buyers before the database decides: one decision at a time per drop,
// taken for many buyers at once, and the opening seconds drawn in random order. Each app keeps its own
// lines (`ctx.runtimes.drops`); the opening draw itself is decided shop-wide through the `shared` hooks
// (drop-draw.ts: every instance's arrivals in one permutation, in PostgreSQL), and the database's
// locked step stays the authority on who gets a unit: this decides in which order the app asks it and
// how many it asks about at a time. Without `shared` the draw is this app's own (its unit tests).

/**
 * How long past its end a draw may wait for arrivals that came in time but are still being read
 * (session, account, drop): a rush slows those reads, not the buyers' right to be drawn. An arrival
 * read later still counts, but only if the shop-wide draw has not been decided yet: the draw waits for
 * a live instance a few seconds longer than this (drop-draw.ts), time to write its arrivals. Under the
 * drop benchmark's rush an instance's reads took over 1.5 s (this wait's earlier length), and most of
 * its people were decided after the draw.
 */
export const DRAW_GRACE_MS = 6000
const GRACE_POLL_MS = 20
/** Buyers decided in one step at most. */
export const LINE_BATCH = 200
/**
 * A decided draw's answers released in one turn of the event loop at most (`answerInSlices`). Each
 * slice waits for a whole turn, and on a loop kept busy by a rush a turn takes a few hundred
 * milliseconds: slices of 200 made the last of 2,700 people on an instance wait 4–5 s for their
 * answer. Slices of 1,000 answered them sooner but held each turn long enough to slow the winners'
 * checkout behind them; 500 kept both within their aims on the drop benchmark.
 */
export const ANSWER_SLICE = 500

/** Decides a group of asks in one step, answering each (in the order given). */
export type Serve<A, R> = (asks: A[]) => Promise<R[]>
type Waiter = {
  ask: unknown
  /** When the buyer's request reached the server. */
  arrivedAt: number
  serve: Serve<unknown, unknown>
  resolve: (r: unknown) => void
  reject: (e: unknown) => void
}
type Draw = {
  closesAt: number
  /** Closed: its entries are being decided; later joins go to the queue. */
  closed: boolean
  /** When this app last began reading a press that arrived in the draw's time (`noteArrival`). */
  readInTimeAt: number
  entries: Map<string, { waiter: Waiter; promise: Promise<unknown> }>
}
/**
 * Decides a closed draw's entries shop-wide (every instance's arrivals in one permutation), answering
 * each in the order given; `opened` is told when this app's first arrival joins a window's draw.
 */
export type SharedDrawHooks = {
  opened: (dropId: string, opens: number, closesAt: number) => void
  decide: (dropId: string, opens: number, drawn: { ask: unknown; arrivedAt: number }[]) => Promise<unknown[]>
}
/**
 * `pumping`: the line is being served (a group decided or the loop yielding between groups).
 * `byArrival`: the queue is in arrival order (set once the drop's units are gone; see `pump`).
 */
type Line = {
  queue: Waiter[]
  serving: number
  pumping: boolean
  byArrival: boolean
  draws: Map<number, Draw>
}

export type DropLines = ReturnType<typeof createDropLines>

/**
 * The lines of one app's drops. `openingDrawMs`: arrivals in the first this-many milliseconds of a
 * window are drawn in random order when it ends (0 turns the draw off: first come, first served).
 * `settled(dropId)`: whether every buyer still waiting would now get the same answer (the drop is sold
 * out); the rest of the line is then answered in arrival order, see `pump`.
 */
export function createDropLines({
  openingDrawMs = DROP_OPENING_DRAW_SECONDS * 1000,
  settled = (_dropId: string) => false,
  shared,
  winner = () => false,
}: {
  openingDrawMs?: number
  settled?: (dropId: string) => boolean
  shared?: SharedDrawHooks
  /** Whether an answer gives the buyer a place: those are answered first when a draw is decided. */
  winner?: (answer: unknown) => boolean
} = {}) {
  const lines = new Map<string, Line>()
  /** Arrivals being read before they reach the line: their arrival times, per drop. */
  const arriving = new Map<string, Map<object, number>>()

  const lineOf = (dropId: string) => {
    let line = lines.get(dropId)
    if (!line) {
      line = { queue: [], serving: 0, pumping: false, byArrival: false, draws: new Map() }
      lines.set(dropId, line)
    }
    return line
  }

  const readingSince = (dropId: string, before: number) => {
    for (const at of arriving.get(dropId)?.values() ?? []) if (at < before) return true
    return false
  }

  /**
   * Ends a draw whose seconds are over. Its timer runs at the start of a loop turn, before that turn
   * reads the requests waiting for it: the draw is ended at the end of that turn (`setImmediate`),
   * once those have been read and noted. Then it waits, until DRAW_GRACE_MS past its end, for the
   * arrivals of its time that are still being read, and for those not read yet: as long as each look
   * finds that presses of its time were read since the one before, the app is still working through
   * a backlog of them (a cold or busy instance can read presses seconds after the balancer received
   * them), and the draw looks again a turn later.
   */
  function closeDraw(
    dropId: string,
    line: Line,
    opens: number,
    draw: Draw,
    wait?: { until: number; since: number },
  ) {
    if (!wait) {
      // Counted from the draw's end, however late its timer ran on a busy loop.
      const firedAt = Date.now()
      setImmediate(() =>
        closeDraw(dropId, line, opens, draw, { until: draw.closesAt + DRAW_GRACE_MS, since: firedAt }),
      )
      return
    }
    const now = Date.now()
    const behind = draw.readInTimeAt >= wait.since
    if ((behind || readingSince(dropId, draw.closesAt)) && now < wait.until) {
      setTimeout(
        () => closeDraw(dropId, line, opens, draw, { until: wait.until, since: now }),
        GRACE_POLL_MS,
      ).unref()
      return
    }
    draw.closed = true
    const drawn = [...draw.entries.values()].map((e) => e.waiter)
    if (shared) {
      // The group waits in the line's place (nothing behind it is served) until the shop decides;
      // its answers then go out while the line goes on.
      void shared
        .decide(dropId, opens, drawn)
        .then(
          (answers) => void answerInSlices(drawn, answers, winner),
          (err: unknown) => drawn.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          line.draws.delete(opens)
          void pump(dropId, line)
        })
      return
    }
    line.draws.delete(opens)
    // Fisher–Yates with the system's randomness: no one can predict or steer the order.
    for (let i = drawn.length - 1; i > 0; i--) {
      const j = crypto.randomInt(i + 1)
      ;[drawn[i], drawn[j]] = [drawn[j]!, drawn[i]!]
    }
    // Everyone who joined since the draw ended arrived after it.
    line.queue.unshift(...drawn)
    line.byArrival = false
    void pump(dropId, line)
  }

  /** Serves the line one group at a time while nothing is being drawn. */
  async function pump(dropId: string, line: Line) {
    if (line.pumping || line.draws.size) return
    line.pumping = true
    try {
      while (line.queue.length && !line.draws.size) {
        // Once the units are gone, the order of the rest decides nothing, only who hears it first: the
        // earliest arrivals, who have waited longest (through the whole draw), are answered first.
        if (!line.byArrival && settled(dropId)) {
          line.queue.sort((a, b) => a.arrivedAt - b.arrivedAt)
          line.byArrival = true
        }
        const group = line.queue.splice(0, LINE_BATCH)
        line.serving = group.length
        try {
          const answers = await group[0]!.serve(group.map((w) => w.ask))
          group.forEach((w, i) => w.resolve(answers[i]))
        } catch (err) {
          for (const w of group) w.reject(err)
        } finally {
          line.serving = 0
        }
        // The answered group's requests finish, and requests that came meanwhile (pages) are read,
        // before the next group: a sold-out drop answers its groups from memory without I/O, and
        // thousands of refusals released in one go would hold the event loop for seconds.
        await new Promise((resolve) => setImmediate(resolve))
      }
    } finally {
      line.pumping = false
    }
    if (!line.queue.length && !line.draws.size && lines.get(dropId) === line) lines.delete(dropId)
  }

  return {
    openingDrawMs,

    /**
     * Notes that a buyer arrived at `arrivedAt` (the earliest moment their request can have reached
     * the server, see `drawAt` below) and is being read; call the returned function (once or more)
     * when they have joined the line or been turned away. A draw ending meanwhile waits for them if
     * they arrived in its time, and looks again a turn later (`closeDraw`).
     */
    noteArrival(dropId: string, arrivedAt: number): () => void {
      let ofDrop = arriving.get(dropId)
      if (!ofDrop) arriving.set(dropId, (ofDrop = new Map()))
      const key = {}
      ofDrop.set(key, arrivedAt)
      for (const draw of lines.get(dropId)?.draws.values() ?? []) {
        if (arrivedAt < draw.closesAt) draw.readInTimeAt = Date.now()
      }
      return () => {
        ofDrop.delete(key)
        if (!ofDrop.size && arriving.get(dropId) === ofDrop) arriving.delete(dropId)
      }
    },

    /**
     * A buyer's place in the drop's line. Buyers whose request was read (`arrivedAt`) once the window
     * opened at `opensAt` and can have reached the server (`drawAt`, by default the same) before its
     * opening draw ended enter the draw, once per customer (a second tab or a repeated
     * press shares their entry); when the draw ends they are put first, in a random order, so being
     * first by a few milliseconds — a script firing at the exact second — buys no advantage over a
     * person who pressed a second later. Later arrivals follow in arrival order. The line serves up to
     * LINE_BATCH asks at once with `serve`, one group at a time per drop.
     */
    join<A, R>(
      dropId: string,
      entry: { customer: string; ask: A; arrivedAt: number; drawAt?: number; opensAt: Date },
      serve: Serve<A, R>,
    ): Promise<R> {
      const line = lineOf(dropId)
      const opens = entry.opensAt.getTime()
      const closesAt = opens + openingDrawMs
      if (entry.arrivedAt >= opens && (entry.drawAt ?? entry.arrivedAt) < closesAt) {
        let draw = line.draws.get(opens)
        if (!draw) {
          const opened: Draw = { closesAt, closed: false, readInTimeAt: 0, entries: new Map() }
          line.draws.set(opens, opened)
          draw = opened
          shared?.opened(dropId, opens, closesAt)
          setTimeout(() => closeDraw(dropId, line, opens, opened), closesAt - Date.now()).unref()
        }
        const mine = draw.entries.get(entry.customer)
        if (mine) return mine.promise as Promise<R>
        if (!draw.closed) {
          const { waiter, promise } = waiterFor(entry.ask, entry.arrivedAt, serve)
          draw.entries.set(entry.customer, { waiter, promise })
          return promise as Promise<R>
        }
      }
      const { waiter, promise } = waiterFor(entry.ask, entry.arrivedAt, serve)
      // Later arrivals join at the end: a line put in arrival order stays in it.
      line.queue.push(waiter)
      void pump(dropId, line)
      return promise as Promise<R>
    },

    /** Buyers of the drop waiting in this app: in its opening draw, in line or being decided. */
    length(dropId: string): number {
      const line = lines.get(dropId)
      if (!line) return 0
      let drawn = 0
      for (const draw of line.draws.values()) drawn += draw.entries.size
      return drawn + line.queue.length + line.serving
    },
  }
}

/**
 * Answers a decided draw's buyers: the winners first, then everyone else in slices of ANSWER_SLICE, a
 * loop turn apart. A draw decides thousands at once; answered in one go, their refusals would hold the
 * event loop while the winners' next requests (the checkout) wait to be read.
 */
async function answerInSlices(drawn: Waiter[], answers: unknown[], winner: (answer: unknown) => boolean) {
  const first: number[] = []
  const rest: number[] = []
  answers.forEach((a, i) => (winner(a) ? first : rest).push(i))
  for (const n of first) drawn[n]!.resolve(answers[n])
  for (let i = 0; i < rest.length; i += ANSWER_SLICE) {
    if (i || first.length) await new Promise((resolve) => setImmediate(resolve))
    for (const n of rest.slice(i, i + ANSWER_SLICE)) drawn[n]!.resolve(answers[n])
  }
}

function waiterFor(ask: unknown, arrivedAt: number, serve: Serve<never, unknown>) {
  let waiter!: Waiter
  const promise = new Promise<unknown>((resolve, reject) => {
    waiter = { ask, arrivedAt, serve: serve as Serve<unknown, unknown>, resolve, reject }
  })
  return { waiter, promise }
}
