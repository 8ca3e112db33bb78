/**
 * At most `size` tasks at once; the others wait their turn in arrival order. A bulkhead: work that
 * can pile up under a rush (order transactions contending for the same stock) is kept to a few of the
 * database pool's connections, so the rest stay free for everything else (sessions, pages, refusals).
 */
export function createSlots(size: number) {
  let busy = 0
  const waiting: (() => void)[] = []
  return async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (busy < size) busy++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else busy--
    }
  }
}

export type Slots = ReturnType<typeof createSlots>
