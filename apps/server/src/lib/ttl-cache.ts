/**
 * A small cache with a short TTL and a size cap, coalescing concurrent misses into one load. Each app
 * builds its own (see context.ts), so nothing is shared between app instances in one process.
 *
 * Clearing while a load runs lets the requests waiting on it have their answer but never stores it:
 * the load may have read the data from before the change that caused the clear. (lru-cache's `fetch`
 * aborts in-flight loads on clear instead, failing those requests, and cannot cache `null`.)
 */
export function createTtlCache<V>({ ttlMs, max }: { ttlMs: number; max: number }) {
  const entries = new Map<string, { value: V; expires: number }>()
  const loading = new Map<string, Promise<V>>()
  let ttl = ttlMs
  let generation = 0

  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      if (ttl > 0) {
        const hit = entries.get(key)
        if (hit && hit.expires > Date.now()) return hit.value
      }
      const pending = loading.get(key)
      if (pending) return pending
      const started = generation
      const p = load()
        .then((value) => {
          if (ttl > 0 && started === generation) {
            if (entries.size >= max) entries.delete(entries.keys().next().value!)
            entries.delete(key)
            entries.set(key, { value, expires: Date.now() + ttl })
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
      const hit = entries.get(key)
      return hit !== undefined && hit.expires > Date.now()
    },
    clear() {
      generation++
      entries.clear()
      loading.clear()
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
