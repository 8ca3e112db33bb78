/**
 * A small per-process cache with a short TTL and a size cap, coalescing concurrent misses into one
 * load. Each server instance keeps its own copy: after a change another instance may serve the old
 * value for at most `ttlMs` (the instance that made the change clears its copy at once).
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
