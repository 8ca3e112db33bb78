import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './app/app'
import { routes } from './app/routes'
import { getSessionQueryOptions } from '@/features/auth'
import { setTransport, type Transport } from './lib/api-client'
import type { PageMeta, RouteHandle } from './lib/prefetch'
import { setServerOrigin } from './lib/origin'
import { createQueryClient } from './lib/query-client'

/**
 * Server rendering of the public pages. Which pages arrive rendered is said once, in the route table
 * (`ssr` on the route); each page module supplies the data it shows (`prefetch`) and its title and
 * link card (`meta`). Account, checkout and admin pages stay client-rendered: they are private,
 * behind a guard, or depend on the browser's cart.
 */
export type { Transport }

export interface RenderedPage {
  /** The markup for `<div id="root">`; null for a page the browser renders (only `meta` applies). */
  html: string | null
  /** The query cache the page rendered with, for the browser to hydrate. */
  state: DehydratedState | null
  /** The page's title and link card. */
  meta: PageMeta | null
  /**
   * Set instead of rendering when signed-in visitors cannot share this page (`member`): one of its
   * routes has server data that is not `shared`, so it is rendered for each visitor with their session.
   */
  personal?: boolean
  /** A private page (not server-rendered): the server marks it `noindex`. */
  noindex?: boolean
}

export interface RenderOptions {
  /**
   * The page signed-in visitors share: rendered without the session query, so the top bar shows its
   * placeholder (as the browser's first render does, with no session in the cache) and the browser asks
   * for the session after hydration. The transport then carries no cookie: every signed-in visitor may
   * get this page. Only pages whose server-rendered routes are all `shared` are rendered so.
   */
  member?: boolean
}

// API calls made while rendering go through the transport of the page request they belong to.
const currentTransport = new AsyncLocalStorage<Transport>()
setTransport((path, init) => {
  const transport = currentTransport.getStore()
  if (!transport) return Promise.reject(new Error('API call outside a server render'))
  return transport(path, init)
})

/**
 * Runs `fetch` with `transport` as its API calls' transport. The storage is on only while some
 * render's data is being fetched: on Node 20 an enabled AsyncLocalStorage tracks every promise the
 * process makes (a hook on each), which made promise-heavy code 3.8 times slower, every API
 * request included, for the rest of the process's life after its first page.
 */
let fetching = 0
export async function withTransport<T>(transport: Transport, fetch: () => Promise<T>): Promise<T> {
  fetching++
  try {
    return await currentTransport.run(transport, fetch)
  } finally {
    if (--fetching === 0) currentTransport.disable()
  }
}

const handler = createStaticHandler(routes)

/**
 * Renders a page at `url` (on the shop's public origin); `transport` answers its API calls (with the
 * visitor's cookie, so the top bar shows their session; with none for `member`). Null when the URL is
 * no route. A route the server does not render is private: it comes back with `noindex` (and its title
 * and card, if it has them) and no markup.
 */
export async function renderPage(
  url: URL,
  transport: Transport,
  { member = false }: RenderOptions = {},
): Promise<RenderedPage | null> {
  setServerOrigin(url.origin)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) return null
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined)
  const ssr = handles.some((h) => h?.ssr)
  const metaOf = [...handles].reverse().find((h) => h?.meta)?.meta
  // A page the server does not render is private (account, checkout, admin, sign-in): not for search engines.
  if (!ssr && !metaOf) return { html: null, state: null, meta: null, noindex: true }
  // A route whose data may depend on who asks: the server renders it for the visitor instead.
  if (member && handles.some((h) => (h?.ssr || h?.meta) && !h.shared)) {
    return { html: null, state: null, meta: null, personal: true }
  }
  const leaf = context.matches.at(-1)!
  const queryClient = createQueryClient({ server: true })
  await withTransport(transport, () =>
    Promise.all([
      ssr && !member ? queryClient.prefetchQuery(getSessionQueryOptions()) : undefined,
      ...context.matches.map((match, i) =>
        handles[i]?.prefetch?.({ queryClient, params: match.params, url }),
      ),
    ]),
  )
  const meta = metaOf?.({ queryClient, params: leaf.params, url }) ?? null
  if (!ssr) {
    queryClient.clear()
    return { html: null, state: null, meta: meta && { ...meta, noindex: true }, noindex: true }
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  )
  const state = dehydrate(queryClient)
  queryClient.clear()
  return { html, state, meta }
}
