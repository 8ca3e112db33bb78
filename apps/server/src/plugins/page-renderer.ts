import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * A page's title and link card, as its route in the web app makes them, and its status: 404 when the
 * page shows that its subject (a product, a design, a partner store) does not exist.
 */
export type PageMeta = {
  title: string
  description?: string
  image?: string
  status?: 404
  /** The page's address for search engines (a path); by default the requested path without its query. */
  canonical?: string
  noindex?: boolean
  /** schema.org JSON-LD objects about the page. */
  structuredData?: Record<string, unknown>[]
}

/**
 * What the web app's renderer made of a page: the markup for #root and the serialised query cache
 * it was rendered with (null for a page the browser renders), and the page's title and link card.
 * `personal`: asked for the page signed-in visitors share, the renderer declined (nothing else is set):
 * the page's data may depend on who asks, so it is rendered for each visitor.
 */
export type RenderedPage = {
  html: string | null
  state: string | null
  meta: PageMeta | null
  personal?: boolean
  /** A private page (the web app does not render it on the server): kept out of search results. */
  noindex?: boolean
}

/** `member`: the page signed-in visitors share, rendered without a session (see the web app's entry). */
export type RenderOptions = { member?: boolean }

/** The web app's server entry (apps/web/src/entry-server.tsx), as built by `vite build --ssr`. */
interface ServerEntry {
  renderPage(
    url: URL,
    transport: (path: string, init: RequestInit) => Promise<Response>,
    options?: RenderOptions,
  ): Promise<{
    html: string | null
    state: unknown
    meta: PageMeta | null
    personal?: boolean
    noindex?: boolean
  } | null>
}

/**
 * Server rendering for the public pages: loads the web app's server entry once and renders a page
 * with the query data its route prefetches. The page's API calls go through this app's own router
 * (`inject`), with the visitor's cookie (none for the page signed-in visitors share), so they pass the
 * same validation and access checks as the browser's. Which pages render here, which of them signed-in
 * visitors may share, and their titles and cards, the web app's route table says.
 * The markup is null (the client renders) when the page is not server-rendered or one of its queries
 * failed; the whole result is null when the entry is not built or rendering threw.
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

  /**
   * Renders the page at the request's URL; its API calls carry `cookie` (the visitor's session) if given.
   * With `member`, give no cookie: the page is the one every signed-in visitor may get.
   */
  return async function render(
    req: FastifyRequest,
    cookie?: string,
    options?: RenderOptions,
  ): Promise<RenderedPage | null> {
    const renderer = await load()
    if (!renderer) return null
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
      const page = await renderer.renderPage(new URL(url, app.ctx.config.APP_URL), transport, options)
      if (!page) return null
      if (page.personal) return { html: null, state: null, meta: null, personal: true }
      // A page whose subject does not exist renders its not-found state here (the query that answered
      // 404 is the page's own: it holds null). Any other failed query (an outage) is left to the
      // browser, which shows the page's error state; the title and card still apply.
      const missing = page.meta?.status === 404
      const noindex = page.noindex ?? false
      if ((failed && !missing) || page.html === null)
        return { html: null, state: null, meta: page.meta, noindex }
      return {
        html: page.html,
        state: JSON.stringify(page.state).replace(/</g, '\\u003c'),
        meta: page.meta,
        noindex,
      }
    } catch (err) {
      app.log.error({ err, url }, 'Server rendering failed; the page renders in the browser')
      return null
    }
  }
}
