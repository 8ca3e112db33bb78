import type { AppContext } from '../../types.ts'
import { createCommunityCaches, createStaleWhileRevalidate, TRENDING_FRESH_MS } from './community-cache.ts'
import { loadTrending } from './community.service.ts'
import { createDesignCountsHub } from './design-live-counts.ts'

/**
 * What the community module keeps while an app runs (`ctx.runtimes.community`): the gallery's shared
 * caches and the hub that fans design counters out to the open design pages.
 */
export function startCommunityRuntime(ctx: AppContext) {
  const ttlMs = ctx.caches.catalog.ttlMs
  const trending = createStaleWhileRevalidate(() => loadTrending(ctx), {
    freshMs: ttlMs > 0 ? TRENDING_FRESH_MS : 0,
    onError: (err) => ctx.log.warn('Trending designs could not be recomputed', { err }),
  })
  return {
    caches: createCommunityCaches({ ttlMs, trending }),
    liveCounts: createDesignCountsHub(ctx),
  }
}

export type CommunityRuntime = ReturnType<typeof startCommunityRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    community: CommunityRuntime
  }
}
