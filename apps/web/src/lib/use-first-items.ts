import { startTransition, useEffect, useState } from 'react'

/**
 * How many items of a long server-rendered list to show: `first` while the server renders the page and
 * the browser hydrates it, then all of them, rendered in a transition that yields to the browser. The
 * first load then neither ships nor hydrates dozens of interactive cards at once, and the rest (whose
 * data is already in the page) appear right after, below the fold.
 */
export function useFirstItems(total: number, first: number): number {
  const [all, setAll] = useState(false)
  useEffect(() => {
    startTransition(() => setAll(true))
  }, [])
  return all ? total : Math.min(total, first)
}
