import type { CachedBody } from './http-cache.ts'
import { createTtlCache } from './ttl-cache.ts'

/**
 * Page HTML for visitors without a session, per URL, for two seconds (the catalogue cache's window),
 * compressed once per version: everyone without a session sees the same page, so a drop's rush on the
 * home page or a product costs one render per URL per instance every two seconds. Cleared with the
 * catalogue cache when this process changes products, prices or stock.
 */
export const anonymousPageCache = createTtlCache<CachedBody>({ ttlMs: 2000, max: 200 })
