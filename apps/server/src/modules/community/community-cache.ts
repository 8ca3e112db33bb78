import type { JsonBody } from '../../lib/http-cache.ts'
import { createTtlCache } from '../../lib/ttl-cache.ts'
import type { AppContext } from '../../types.ts'

/** How long a computed Trending list is served before it is recomputed in the background. */
export const TRENDING_FRESH_MS = 30_000

/**
 * One value computed by `load`, served from memory: fresh for `freshMs`, then served as it is while
 * a single background load replaces it. Only the very first call (or the first after `clear`) waits.
 * A `freshMs` of 0 turns the memory off (every call loads, concurrent calls share one load).
 */
export function createStaleWhileRevalidate<V>(
  load: () => Promise<V>,
  { freshMs, onError }: { freshMs: number; onError: (err: unknown) => void },
) {
  let entry: { value: V; at: number } | null = null
  let pending: Promise<V> | null = null
  let generation = 0

  function refresh(): Promise<V> {
    if (pending) return pending
    const started = generation
    const p = load()
      .then((value) => {
        if (freshMs > 0 && started === generation) entry = { value, at: Date.now() }
        return value
      })
      .finally(() => {
        if (pending === p) pending = null
      })
    pending = p
    return p
  }

  return {
    get(): Promise<V> {
      if (entry && freshMs > 0) {
        if (Date.now() - entry.at >= freshMs) refresh().catch(onError)
        return Promise.resolve(entry.value)
      }
      return refresh()
    },
    clear() {
      generation++
      entry = null
      pending = null
    },
  }
}

export type StaleWhileRevalidate<V> = ReturnType<typeof createStaleWhileRevalidate<V>>

/**
 * The gallery's shared caches, one set per app context (`ctx.runtimes.community`): list pages and
 * design pages for a short window (the catalogue's window, so `caches: { ttlMs: 0 }` turns these off
 * too), and Trending, the costly one, recomputed at most every 30 seconds without any request waiting
 * for it.
 */
export function createCommunityCaches<T>({
  ttlMs,
  trending,
}: {
  ttlMs: number
  trending: StaleWhileRevalidate<T>
}) {
  const lists = createTtlCache<JsonBody>({ ttlMs, max: 200 })
  const details = createTtlCache<JsonBody | null>({ ttlMs, max: 2000 })
  return {
    /** Gallery list bodies by filter and page. */
    lists,
    /** Design page bodies by id; null records a design that does not exist. */
    details,
    /** The Trending computation's memory. */
    trending,
    /** Drops every held list and design (this instance changed the gallery). */
    clear() {
      lists.clear()
      details.clear()
      trending.clear()
    },
  }
}

/** Call after this app changed designs (a submission, a review decision, a deletion). */
export function clearCommunityCaches(ctx: AppContext) {
  ctx.runtimes.community.caches.clear()
}
