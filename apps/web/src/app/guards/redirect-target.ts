import type { Location } from 'react-router'

/**
 * Where to go after signing in: the `from` location a guard stored in navigation state (a Location or a
 * path string), else the fallback. Only same-site paths are accepted.
 */
export function redirectTarget(state: unknown, fallback: string): string {
  const from = (state as { from?: Partial<Location> | string } | null)?.from
  const path =
    typeof from === 'string'
      ? from
      : from?.pathname
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : null
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback
}
