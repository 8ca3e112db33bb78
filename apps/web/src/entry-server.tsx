import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { dehydrate, type DehydratedState } from '@tanstack/react-query'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router'
import { AppProviders } from './app/app'
import { routes } from './app/routes'
import { getSessionQueryOptions } from '@/features/auth'
import { setTransport, type Transport } from './lib/api-client'
import type { RouteHandle } from './lib/prefetch'
import { setServerOrigin } from './lib/origin'
import { createQueryClient } from './lib/query-client'

/**
 * Server rendering of the public pages (the storefront, home and information pages): the HTML arrives
 * with the page's content, and the browser hydrates it. Account, checkout and admin pages stay
 * client-rendered: they are private, behind a guard, or depend on the browser's cart.
 */
const SERVER_RENDERED: RouteObject[] = [
  '/',
  '/products',
  '/products/:slug',
  '/shipping-info',
  '/returns',
  '/size-guide',
  '/contact-us',
  '/privacy',
  '/terms',
  '/token',
  '/partner-program',
].map((path) => ({ path }))

export type { Transport }

export interface RenderedPage {
  /** The markup for `<div id="root">`. */
  html: string
  /** The query cache the page rendered with, for the browser to hydrate. */
  state: DehydratedState
}

// API calls made while rendering go through the transport of the page request they belong to.
const currentTransport = new AsyncLocalStorage<Transport>()
setTransport((path, init) => {
  const transport = currentTransport.getStore()
  if (!transport) return Promise.reject(new Error('API call outside a server render'))
  return transport(path, init)
})

const handler = createStaticHandler(routes)

export function isServerRendered(pathname: string): boolean {
  return matchRoutes(SERVER_RENDERED, pathname) !== null
}

/**
 * Renders a page at `url` (on the shop's public origin); `transport` answers its API calls (with the visitor's cookie, so the top bar
 * shows their session). Null when the page is not server-rendered.
 */
export async function renderPage(url: URL, transport: Transport): Promise<RenderedPage | null> {
  if (!isServerRendered(url.pathname)) return null
  setServerOrigin(url.origin)
  const context = await handler.query(new Request(url))
  if (context instanceof Response) return null
  const queryClient = createQueryClient({ server: true })
  await currentTransport.run(transport, () =>
    Promise.all([
      queryClient.prefetchQuery(getSessionQueryOptions()),
      ...context.matches.map((match) =>
        (match.route.handle as RouteHandle | undefined)?.prefetch?.({
          queryClient,
          params: match.params,
          url,
        }),
      ),
    ]),
  )
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
  return { html, state }
}
