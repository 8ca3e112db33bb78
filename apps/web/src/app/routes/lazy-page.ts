import type { ComponentType } from 'react'
import type { PageMetaOf, Prefetch, RouteHandle } from '@/lib/prefetch'

/**
 * Turns a page module loader into a route `lazy` function, so each screen is its own chunk:
 * `lazy: lazyPage(loadXPage, 'XPage', { ssr: true })`, with `loadXPage = () => import('./components/x-page')`
 * declared in the feature's `pages.ts` entry. `ssr` marks the page as server-rendered (the route table is
 * the one list of them) and `shared` as the same for every visitor (see RouteHandle); the module's
 * `prefetch` and `meta` exports become the route's handle, which the server renderer runs. A route with
 * `ssr` or `meta` but not `shared` is made for each signed-in visitor: deploy/nginx/shop-http.conf lists
 * those paths, so that the load balancer's cache does not queue such visitors behind each other.
 */
export function lazyPage<M, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
  { ssr = false, shared = false }: { ssr?: boolean; shared?: boolean } = {},
) {
  return async () => {
    const module = (await load()) as M & { prefetch?: Prefetch; meta?: PageMetaOf }
    const handle: RouteHandle = { ssr, shared, prefetch: module.prefetch, meta: module.meta }
    return { Component: module[exportName] as ComponentType, handle }
  }
}
