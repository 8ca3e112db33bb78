import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { cachedBody, sendCached } from '../lib/http-cache.ts'
import type { PageBody } from '../lib/page-cache.ts'
import { isPrivatePath } from '../modules/seo/crawl-rules.ts'
import { applyHead } from './page-head.ts'
import type { RenderedPage } from './page-renderer.ts'
import { createPageRenderer } from './page-renderer.ts'

// Two folders below apps/server, in the sources and in the compiled server alike (scripts/build-server.ts).
export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist')
/** The web app's server renderer (`vite build --ssr`), outside `dist` so it is never served as a file. */
export const webServerEntry = path.resolve(webDist, '../dist-ssr/entry-server.js')

/** sha256 sources for the inline scripts in index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(): string[] {
  const file = path.join(webDist, 'index.html')
  if (!fs.existsSync(file)) return []
  const html = fs.readFileSync(file, 'utf8')
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`)
}

export async function registerSpa(app: FastifyInstance) {
  const indexFile = path.join(webDist, 'index.html')
  if (!fs.existsSync(indexFile)) {
    app.log.warn('The web app is not built (apps/web/dist is missing); only the API is served.')
    return
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8')
  const renderPage = createPageRenderer(app, webServerEntry)
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset (scripts/compress-dist.ts).
    preCompressed: true,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`)
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })

  app.setNotFoundHandler(async (req, reply) => {
    if (
      req.url.startsWith('/api/') ||
      req.url.startsWith('/files/') ||
      // A build file that does not exist (an old tab after a deploy) is a 404, not the page HTML.
      req.url.startsWith('/assets/') ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    }
    // Pages are shared for a moment (lib/page-cache.ts). Without a session every visitor gets the same
    // page for a URL. With one, most pages' data is the same for everyone too (routes marked `shared`):
    // signed-in visitors share a second page per URL, rendered without any session, whose top bar fills
    // in each visitor's own after hydration. A page whose data may depend on who asks is remembered as
    // null for that moment, and made for each visitor with their session.
    const cookie = req.headers.cookie
    const shared = cookie?.includes('session_token')
      ? await app.ctx.caches.pages.get(`member\u0000${req.url}`, () => buildMemberPage(req))
      : await app.ctx.caches.pages.get(req.url, () => buildPage(req))
    const page = shared ?? (await buildPage(req, cookie))
    return sendCached(req, reply, page, {
      type: 'text/html; charset=utf-8',
      cacheControl: 'private, no-cache',
      vary: 'accept-encoding, cookie',
      status: page.status ?? 200,
      // A shared page is the same for every visitor of its kind, which the load balancer keys on.
      edge: shared !== null,
    })
  })

  /** The page made with `cookie`'s session (none: the page for visitors without a session). */
  async function buildPage(req: FastifyRequest, cookie?: string): Promise<PageBody> {
    return pageHtml(req.url, await renderPage(req, cookie))
  }

  /** The page signed-in visitors share, made without a session; null if it has to be made per visitor. */
  async function buildMemberPage(req: FastifyRequest): Promise<PageBody | null> {
    const page = await renderPage(req, undefined, { member: true })
    return page?.personal ? null : pageHtml(req.url, page)
  }

  /**
   * The page HTML: index.html with the page's title, cards and search-engine tags and, if it is
   * server-rendered, its content; with status 404 when the page says its subject does not exist.
   * A private page is `noindex`, as the web app says, or by its path when the renderer is missing.
   */
  function pageHtml(url: string, page: RenderedPage | null): PageBody {
    const meta = page?.meta ?? null
    let html = applyHead(indexHtml, meta, {
      url,
      absolute: (u) => new URL(u, app.ctx.config.APP_URL).toString(),
      noindex: !!(page?.noindex || meta?.noindex) || isPrivatePath(url),
    })
    if (page?.html) {
      // A replacer function: page text may contain `$&` and the like, which a replacement string would expand.
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script type="application/json" id="server-state">${page.state}</script>`,
      )
    }
    const body = cachedBody(html)
    return meta?.status === 404 ? { ...body, status: 404 } : body
  }
}
