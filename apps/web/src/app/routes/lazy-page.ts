import type { ComponentType } from 'react'
import type { Prefetch, RouteHandle } from '@/lib/prefetch'

/**
 * Turns a page module loader into a route `lazy` function, so each screen is its own chunk:
 * `lazy: lazyPage(loadXPage, 'XPage')`, with `loadXPage = () => import('./components/x-page')` declared in
 * the feature's `pages.ts` entry. A module that exports `prefetch` gets it as the route's
 * `handle.prefetch`, which the server renderer runs.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, exportName: K) {
  return async () => {
    const module = await load()
    const handle: RouteHandle = { prefetch: (module as { prefetch?: Prefetch }).prefetch }
    return { Component: module[exportName] as ComponentType, handle }
  }
}
