/**
 * When this process's event loop began its recent turns, recorded while something asks for it (a
 * drop's opening draw). A request is read in the turn after it reached the server: the turn before
 * had already taken the requests that were waiting when it began. So when the loop is busy, and each
 * turn takes long, the start of the turn before the one that read a request is the earliest it can
 * have arrived, while the moment it was read can be seconds after it was sent. The draw judges who
 * arrived in its seconds by that earliest moment, so a busy server does not push people who pressed
 * in time out of it (scripted requests sent before the start are read first and would be favoured).
 *
 * Recording is a timer every `tickMs` (the timers run once at the start of each turn), only while
 * watched: an idle shop runs nothing.
 */
export function createLoopTurns({ tickMs = 1, keep = 4096 }: { tickMs?: number; keep?: number } = {}) {
  const starts = new Float64Array(keep)
  /** Turns recorded since watching last began (the newest at `(count - 1) % keep`). */
  let count = 0
  let until = 0
  let timer: NodeJS.Timeout | null = null

  const tick = () => {
    const now = Date.now()
    starts[count % keep] = now
    count++
    if (now < until) {
      timer = setTimeout(tick, tickMs)
      timer.unref()
    } else {
      timer = null
    }
  }

  return {
    /** Records turn starts until `untilMs` (epoch milliseconds) at least. */
    watchUntil(untilMs: number) {
      if (untilMs > until) until = untilMs
      if (timer) return
      // Turns recorded before a gap in the watch say nothing about the turns after it.
      count = 0
      timer = setTimeout(tick, tickMs)
      timer.unref()
    },

    /**
     * The earliest moment a request read at `readAt` can have reached the server: the start of the
     * turn before the one it was read in, or `readAt` itself when no such turns were recorded.
     */
    earliestArrival(readAt: number): number {
      const known = Math.min(count, keep)
      // The newest turn that started at or before the read is the one that read it.
      for (let back = 1; back < known; back++) {
        if (starts[(count - back) % keep]! <= readAt)
          return Math.min(readAt, starts[(count - back - 1) % keep]!)
      }
      return readAt
    },

    stop() {
      if (timer) clearTimeout(timer)
      timer = null
      until = 0
    },
  }
}

export type LoopTurns = ReturnType<typeof createLoopTurns>
