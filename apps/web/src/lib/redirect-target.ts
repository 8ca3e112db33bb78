import type { Location } from 'react-router'

/**
 * The `from` location a guard stored in navigation state (a Location or a path string), or null.
 * Only same-site paths are accepted, so a crafted link cannot send a user elsewhere after sign-in.
 */
export function redirectTarget(state: unknown): string | null {
  const from = (state as { from?: Partial<Location> | string | null } | null)?.from
  const path =
    typeof from === 'string'
      ? from
      : from?.pathname
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : null
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null
}
