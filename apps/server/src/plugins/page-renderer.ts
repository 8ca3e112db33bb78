import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/** The web app's server entry (apps/web/src/entry-server.tsx), as built by `vite build --ssr`. */
interface ServerEntry {
  renderPage(
    url: URL,
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; state: unknown } | null>
}

/** Headers of the page request that its API calls carry: who is asking, and in which language. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent'] as const

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

  return async function render(req: FastifyRequest): Promise<{ html: string; state: string } | null> {
    const renderer = await load()
    if (!renderer) return null
    const headers: Record<string, string> = { accept: 'application/json' }
    for (const name of FORWARDED) {
      const value = req.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    let failed = false
    const transport = async (url: string, init: RequestInit) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
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
      const page = await renderer.renderPage(new URL(req.url, app.ctx.config.APP_URL), transport)
      // A failed query (a product that does not exist, an outage) is left to the browser, which shows
      // the page's own not-found or error state.
      if (!page || failed) return null
      return { html: page.html, state: JSON.stringify(page.state).replace(/</g, '\\u003c') }
    } catch (err) {
      req.log.error({ err }, 'Server rendering failed; the page renders in the browser')
      return null
    }
  }
}
