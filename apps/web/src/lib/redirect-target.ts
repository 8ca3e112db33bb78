import type { Location } from 'react-router'

/** Stands in for the site's origin where there is no window (server rendering, unit tests). */
const FALLBACK_ORIGIN = 'https://shop.invalid'

/**
 * The path to go to after sign-in, when `raw` names a page of this site; otherwise null. It is parsed
 * as a URL against the site's origin and must stay on it: `//evil.example`, `/\evil.example`, a tab
 * or newline inside the slashes (which URL parsing drops) and `https://…` are all refused, so a
 * crafted `?from=` link cannot send a user to another site.
 */
export function safeRedirectPath(raw: string | null | undefined, origin?: string): string | null {
  if (!raw || !raw.startsWith('/')) return null
  // Backslashes count as slashes in URLs, and control characters are silently removed by the parser.
  if (hasSlashLookalike(raw)) return null
  const base = origin ?? (typeof window === 'undefined' ? FALLBACK_ORIGIN : window.location.origin)
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  if (url.origin !== new URL(base).origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return path.startsWith('//') ? null : path
}

function hasSlashLookalike(raw: string) {
  for (const ch of raw) {
    const code = ch.charCodeAt(0)
    if (ch === '\\' || code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * The `from` location a guard stored in navigation state (a Location or a path string), or null.
 * Only same-site paths are accepted (see safeRedirectPath).
 */
export function redirectTarget(state: unknown, origin?: string): string | null {
  const from = (state as { from?: Partial<Location> | string | null } | null)?.from
  const path =
    typeof from === 'string'
      ? from
      : from?.pathname
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : null
  return safeRedirectPath(path, origin)
}
