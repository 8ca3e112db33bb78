/**
 * A small cache with a short TTL and a size cap, coalescing concurrent misses into one load. Each app
 * builds its own (see context.ts), so nothing is shared between app instances in one process.
 *
 * Two ways to invalidate. `clear()` forgets everything: the next reader waits for a fresh load, and a
 * load that was running when it happened answers its callers but is never stored (it may have read the
 * data from before the change). `soften()` marks every entry as out of date but keeps it: the next
 * reader starts a fresh load and waits for it, while readers arriving during that load get the old
 * value at once instead of queueing. A load that started before a soften is stored as out of date too.
 * Expired entries are served the same way while their reload runs. (lru-cache's `fetch` aborts in-flight
 * loads on clear instead, failing those requests, and cannot cache `null`.)
 */
export function createTtlCache<V>({ ttlMs, max }: { ttlMs: number; max: number }) {
  type Entry = { value: V; expires: number; outdated: boolean }
  const entries = new Map<string, Entry>()
  const loading = new Map<string, Promise<V>>()
  let ttl = ttlMs
  let generation = 0

  const fresh = (e: Entry | undefined, now = Date.now()) => e !== undefined && !e.outdated && e.expires > now

  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = ttl > 0 ? entries.get(key) : undefined
      if (hit && fresh(hit)) return hit.value
      const pending = loading.get(key)
      if (pending) return hit ? hit.value : pending
      const started = generation
      const p = load()
        .then((value) => {
          const current = started === generation
          // A load from before a clear is dropped; one from before a soften is kept, marked out of date.
          if (ttl > 0 && (current || entries.has(key))) {
            if (!entries.has(key) && entries.size >= max) entries.delete(entries.keys().next().value!)
            entries.delete(key)
            entries.set(key, { value, expires: Date.now() + ttl, outdated: !current })
          }
          return value
        })
        .finally(() => {
          if (loading.get(key) === p) loading.delete(key)
        })
      loading.set(key, p)
      return p
    },
    /** Whether a fresh value is held for `key`. */
    has(key: string): boolean {
      return fresh(entries.get(key))
    },
    clear() {
      generation++
      entries.clear()
      loading.clear()
    },
    soften() {
      generation++
      for (const e of entries.values()) e.outdated = true
    },
    /** 0 disables caching (loads are still coalesced). */
    setTtl(ms: number) {
      ttl = ms
      entries.clear()
    },
    get ttlMs() {
      return ttl
    },
  }
}

export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>
