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

/** A page's title and link-preview card, filled into the page HTML by the server. */
export interface PageMeta {
  title: string
  description?: string
  image?: string
  /** 404 when the page shows that its subject does not exist: the server answers with that status. */
  status?: 404
  /**
   * The page's one address for search engines (a path on this site); by default its path without the
   * query, so filtered or tracked links count as the page itself.
   */
  canonical?: string
  /** Keep the page out of search results (private pages: every page the server does not render). */
  noindex?: boolean
  /** schema.org JSON-LD objects describing the page, from the same data the page shows. */
  structuredData?: Record<string, unknown>[]
}

/**
 * A page module may export `meta`: the title and card for shared links, made from the data its
 * `prefetch` loaded (a missing product gives its not-found title).
 */
export type PageMetaOf = (args: PrefetchArgs) => PageMeta | null

/**
 * What a route tells the server renderer. The route table sets `ssr` (the page arrives rendered) and
 * `shared`; the page module supplies `prefetch` and `meta`. A page with `meta` but no `ssr` is rendered
 * in the browser, and the server still gives its HTML the right title and card.
 */
export interface RouteHandle {
  ssr?: boolean
  /**
   * The page's server data (its `prefetch` and `meta`) is the same for every visitor, signed in or not:
   * signed-in visitors then share one rendering of it, made without their session, and the top bar
   * fills in their session after hydration. Leave it off for a page whose data depends on who asks
   * (the visitor's own reactions, say): signed-in visitors get that page rendered for them.
   */
  shared?: boolean
  prefetch?: Prefetch
  meta?: PageMetaOf
}

/** Where the server puts the query cache it rendered with; the browser hydrates from it. */
export const SERVER_STATE_ID = 'server-state'
