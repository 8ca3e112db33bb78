import type { Redis } from 'ioredis'

/** A count of attempts under one key, and how long until its window ends (0 when there are none). */
export type AttemptCount = { count: number; resetInMs: number }

/**
 * Counts attempts per key in windows that start with the first attempt and then expire, in the store
 * the rate limits use: Redis when REDIS_URL is set (shared by every instance), else this process's
 * memory. Unlike a rate limit it can be read without counting, and cleared.
 */
export type AttemptCounter = {
  read(key: string): Promise<AttemptCount>
  add(key: string, windowMs: number): Promise<AttemptCount>
  clear(key: string): Promise<void>
}

const PREFIX = 'rdo-attempts:'

// One round trip: count, and start the window's expiry with the first attempt only.
const ADD_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`

export function redisAttemptCounter(redis: Redis): AttemptCounter {
  return {
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(PREFIX + key), redis.pttl(PREFIX + key)])
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) }
    },
    async add(key, windowMs) {
      const [count, ttl] = (await redis.eval(ADD_SCRIPT, 1, PREFIX + key, windowMs)) as [number, number]
      return { count, resetInMs: Math.max(ttl, 0) }
    },
    async clear(key) {
      await redis.del(PREFIX + key)
    },
  }
}

/** The single-instance store: at most `max` keys, expired ones dropped first, then the oldest. */
export function memoryAttemptCounter(max = 10_000): AttemptCounter {
  const entries = new Map<string, { count: number; endsAt: number }>()
  const live = (key: string, now: number) => {
    const e = entries.get(key)
    if (e && e.endsAt <= now) entries.delete(key)
    return e && e.endsAt > now ? e : undefined
  }
  const prune = (now: number) => {
    for (const [key, e] of entries) if (e.endsAt <= now) entries.delete(key)
    for (const key of entries.keys()) {
      if (entries.size < max) break
      entries.delete(key)
    }
  }
  return {
    async read(key) {
      const now = Date.now()
      const e = live(key, now)
      return e ? { count: e.count, resetInMs: e.endsAt - now } : { count: 0, resetInMs: 0 }
    },
    async add(key, windowMs) {
      const now = Date.now()
      const e = live(key, now)
      if (e) {
        e.count++
        return { count: e.count, resetInMs: e.endsAt - now }
      }
      if (entries.size >= max) prune(now)
      entries.set(key, { count: 1, endsAt: now + windowMs })
      return { count: 1, resetInMs: windowMs }
    },
    async clear(key) {
      entries.delete(key)
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempt counts shared like the rate limits (see `AttemptCounter`). */
    attempts: AttemptCounter
  }
}
