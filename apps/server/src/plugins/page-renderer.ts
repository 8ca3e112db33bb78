import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** A server-rendered page: the markup for #root and the serialised query cache it was rendered with. */
export type RenderedPage = { html: string; state: string }

/** The web app's server entry (apps/web/src/entry-server.tsx), as built by `vite build --ssr`. */
interface ServerEntry {
  isServerRendered(pathname: string): boolean
  renderPage(
    url: URL,
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; state: unknown } | null>
}

/**
 * Server rendering for the public pages: loads the web app's server entry once and renders a page
 * with the query data its route prefetches. The page's API calls go through this app's own router
 * (`inject`), with the visitor's cookie, so they pass the same validation and access checks as the
 * browser's. Returns null (the client renders) when the entry is not built, the page is not
 * server-rendered, one of its queries failed, or rendering threw.
 */
export function createPageRenderer(app: FastifyInstance, entryFile: string) {
  let entry: Promise<ServerEntry | null> | undefined
  const load = () =>
    (entry ??= fs.existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((err: unknown) => {
          app.log.error({ err }, 'The web server renderer failed to load; pages render in the browser')
          return null
        })
      : Promise.resolve(null))

  /** Renders the page at the request's URL; its API calls carry `cookie` (the visitor's session) if given. */
  return async function render(req: FastifyRequest, cookie?: string): Promise<RenderedPage | null> {
    const renderer = await load()
    if (!renderer || !renderer.isServerRendered(req.url.split('?')[0]!)) return null
    const url = req.url
    const headers: Record<string, string> = { accept: 'application/json', ...(cookie ? { cookie } : {}) }
    let failed = false
    const transport = async (path: string, init: RequestInit) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        headers,
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      })
      if (res.statusCode >= 400) failed = true
      return new Response(res.statusCode === 204 ? null : res.payload, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      })
    }
    try {
      const page = await renderer.renderPage(new URL(url, app.ctx.config.APP_URL), transport)
      // A failed query (a product that does not exist, an outage) is left to the browser, which shows
      // the page's own not-found or error state.
      if (!page || failed) return null
      return { html: page.html, state: JSON.stringify(page.state).replace(/</g, '\\u003c') }
    } catch (err) {
      app.log.error({ err, url }, 'Server rendering failed; the page renders in the browser')
      return null
    }
  }
}
