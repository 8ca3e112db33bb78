import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'

export interface PrefetchArgs {
  queryClient: QueryClient
  params: Params
  url: URL
}

/**
 * The data a page shows above the fold. A page module exports it as `prefetch` (or a route sets it as
 * `handle.prefetch`); the server runs it before rendering the page, so the HTML arrives with content.
 */
export type Prefetch = (args: PrefetchArgs) => Promise<unknown>

export interface RouteHandle {
  prefetch?: Prefetch
}

/** Where the server puts the query cache it rendered with; the browser hydrates from it. */
export const SERVER_STATE_ID = 'server-state'
