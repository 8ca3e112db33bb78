/** Small deterministic helpers for the demo seed: a seeded PRNG, stable ids and dates. */

export type Rng = () => number

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 32-bit string hash (FNV-1a), used to derive independent seeds from names. */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function rngFor(key: string): Rng {
  return mulberry32(hashString(key))
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1))
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]
}

/** A stable version-4-shaped UUID derived from a key, so demo rows keep their ids across reseeds. */
export function seedUuid(key: string): string {
  const rng = rngFor(`uuid:${key}`)
  const bytes = Array.from({ length: 16 }, () => Math.floor(rng() * 256))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** A valid-looking Solana address (44 base58 characters). */
export function fakeSolanaAddress(key: string): string {
  const rng = rngFor(`sol:${key}`)
  let out = ''
  for (let i = 0; i < 44; i++) out += BASE58[Math.floor(rng() * 58)]
  return out
}

/** A point in time `days` (fractional allowed) before `now`. */
export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * 86_400_000))
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping result order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i])
    }
  })
  await Promise.all(workers)
  return results
}
