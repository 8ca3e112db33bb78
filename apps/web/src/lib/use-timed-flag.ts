import { useCallback, useEffect, useState } from 'react'

/**
 * A flag that `raise` turns on for `ms` (again from the start when raised while on), e.g. "Copied".
 * The time counts from when the flag is on screen, not from the click, so a busy page still shows it
 * for the whole time.
 */
export function useTimedFlag(ms: number) {
  const [raised, setRaised] = useState(0)

  useEffect(() => {
    if (!raised) return
    const timer = window.setTimeout(() => setRaised(0), ms)
    return () => window.clearTimeout(timer)
  }, [raised, ms])

  const raise = useCallback(() => setRaised((n) => n + 1), [])

  return [raised > 0, raise] as const
}
