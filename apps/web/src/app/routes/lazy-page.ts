import type { ComponentType } from 'react'

/**
 * Turns a page module into a route `lazy` function, so each screen is its own chunk:
 * `lazy: lazyPage(() => import('@/features/x/components/x-page'), 'XPage')`.
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, exportName: K) {
  return async () => ({ Component: (await load())[exportName] as ComponentType })
}
