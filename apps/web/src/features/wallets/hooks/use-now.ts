import { useEffect, useState } from 'react'

/** The current time, renewed every `everyMs`, so "updated 2 minutes ago" keeps telling the truth. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs)
    return () => window.clearInterval(timer)
  }, [everyMs])
  return now
}
