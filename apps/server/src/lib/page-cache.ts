import type { CachedBody } from './http-cache.ts'
import { createTtlCache } from './ttl-cache.ts'

/**
 * Page HTML per URL, for two seconds (the catalogue cache's window), compressed once per version: one
 * page for visitors without a session (keyed by the URL) and one for signed-in visitors (keyed
 * `member\u0000` + URL), rendered without a session so that it is the same for all of them; their top
 * bar fills in each visitor's session after hydration. So a drop's rush on the home page or a product
 * costs two renders per URL per instance every two seconds, however many buyers are signed in. A null
 * entry records a URL whose data may depend on who asks: signed-in visitors get it rendered for them.
 * Cleared with the catalogue cache whenever products, prices or stock change on any instance.
 */
export function createPageCache({ ttlMs = 2000, max = 200 }: { ttlMs?: number; max?: number } = {}) {
  return createTtlCache<PageBody | null>({ ttlMs, max })
}

/** A page's HTML; `status` 404 for a page saying its product, design or store does not exist. */
export type PageBody = CachedBody & { status?: 404 }

export type PageCache = ReturnType<typeof createPageCache>
