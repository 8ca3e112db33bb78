import { useCallback, useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@/lib/use-hydrated'
import { getServerClockQueryOptions } from '../api/get-server-clock'

export interface ServerClock {
  /** False while the page renders on the server or hydrates, and until the first reading (or its failure). */
  ready: boolean
  /** Server time minus browser time, in ms (0 when the server could not be asked). */
  offsetMs: number
  /** The server's time now, in ms since the epoch. */
  now: () => number
}

/**
 * The server's clock, read once (GET /api/drops/clock) and again every minute; between readings the
 * browser's clock plus the measured offset. Every drop decision on the page uses it, because a
 * visitor's clock can be minutes off and the server is the one that decides.
 */
export function useServerClock(): ServerClock {
  const hydrated = useHydrated()
  const clock = useQuery({ ...getServerClockQueryOptions(), enabled: hydrated })
  const offsetMs = clock.data ?? 0
  const now = useCallback(() => Date.now() + offsetMs, [offsetMs])
  return { ready: hydrated && (clock.data !== undefined || clock.isError), offsetMs, now }
}

/**
 * The server's time, refreshed just after each whole second so countdowns turn in step; null until the
 * clock is ready (the server's HTML and the first browser render show a placeholder instead).
 */
export function useServerNow(): number | null {
  const { ready, offsetMs } = useServerClock()
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    if (!ready) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const current = Date.now() + offsetMs
      setNow(current)
      timer = setTimeout(tick, 1000 - (current % 1000) + 10)
    }
    tick()
    return () => clearTimeout(timer)
  }, [ready, offsetMs])
  return ready ? now : null
}
