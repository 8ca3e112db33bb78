import { useCallback, useEffect, useRef, useState } from 'react'

/** A flag that `raise` turns on for `ms` (again from the start when raised while on), e.g. "Copied". */
export function useTimedFlag(ms: number) {
  const [on, setOn] = useState(false)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const raise = useCallback(() => {
    setOn(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOn(false), ms)
  }, [ms])

  return [on, raise] as const
}
