import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from './app/app'
import { routes } from './app/routes'
import { queryClient } from './lib/query-client'
import { SERVER_STATE_ID } from './lib/prefetch'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('Missing #root element')

/** The query cache the server rendered this page with, when it did. */
function readServerState(): DehydratedState | null {
  const script = document.getElementById(SERVER_STATE_ID)
  if (!script?.textContent) return null
  try {
    return JSON.parse(script.textContent) as DehydratedState
  } catch {
    return null
  } finally {
    script.remove()
  }
}

/** Loads the code of the lazy routes of this URL first, so hydration renders exactly what the server did. */
async function loadLazyRoutes(routeList: RouteObject[]) {
  const matches = matchRoutes(routeList, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
}

/**
 * Hydrates server-rendered HTML, or renders from scratch. Not a top-level await: lazy page chunks import
 * shared code from the entry's chunk, which must finish evaluating before they can.
 */
async function start(root: HTMLElement) {
  const serverState = root.hasChildNodes() ? readServerState() : null
  if (serverState) {
    hydrate(queryClient, serverState)
    await loadLazyRoutes(routes)
  }
  const router = createBrowserRouter(routes, serverState ? { hydrationData: { loaderData: {} } } : undefined)
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  // Hydration as a transition: React hydrates in slices and yields to the browser between them, so a
  // page with many interactive parts (the design gallery's cards) never blocks input for long.
  if (serverState) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
  // The monospace face (prices, counts, codes) arrives after the first paint: until then those figures use
  // the system's monospace font, so the page's first paint never waits for a third font file.
  void import('@fontsource-variable/jetbrains-mono')
}

void start(container)
