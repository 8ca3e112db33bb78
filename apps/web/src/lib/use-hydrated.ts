import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while the server renders a page and while the browser hydrates it, true from then on (and at
 * once for pages rendered in the browser). Parts that load code on demand render their placeholder
 * until then, so the server never suspends on them and hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
