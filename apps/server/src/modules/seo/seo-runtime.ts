import { createTtlCache } from '../../lib/ttl-cache.ts'
import type { CachedBody } from '../../lib/http-cache.ts'
import { webDist } from '../../plugins/spa.ts'
import type { AppContext } from '../../types.ts'
import { createSitemap, MAX_URLS_PER_FILE, webIndexFile } from './sitemap.service.ts'

/** How long a sitemap file is served before it is made again: at most this long after a change. */
export const SITEMAP_TTL_MS = 60_000

/**
 * What the search-engine module keeps while an app runs (`ctx.runtimes.seo`): the sitemap and its
 * files, each made at most once a minute (null records a file past the last one).
 */
export function startSeoRuntime(ctx: AppContext) {
  const origin = new URL(ctx.config.APP_URL).origin
  const sitemap = createSitemap(ctx.db, {
    origin,
    perFile: ctx.config.SITEMAP_URLS_PER_FILE ?? MAX_URLS_PER_FILE,
    webIndex: webIndexFile(webDist),
  })
  const files = createTtlCache<CachedBody | null>({ ttlMs: SITEMAP_TTL_MS, max: 200 })
  return { origin, sitemap, files }
}

export type SeoRuntime = ReturnType<typeof startSeoRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    seo: SeoRuntime
  }
}
