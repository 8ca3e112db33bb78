import type { CachedBody } from './http-cache.ts'
import { createTtlCache } from './ttl-cache.ts'

/**
 * Page HTML for visitors without a session, per URL, for two seconds (the catalogue cache's window),
 * compressed once per version: everyone without a session sees the same page, so a drop's rush on the
 * home page or a product costs one render per URL per instance every two seconds. Cleared with the
 * catalogue cache whenever products, prices or stock change on any instance.
 */
export function createPageCache({ ttlMs = 2000, max = 200 }: { ttlMs?: number; max?: number } = {}) {
  return createTtlCache<CachedBody>({ ttlMs, max })
}

export type PageCache = ReturnType<typeof createPageCache>
