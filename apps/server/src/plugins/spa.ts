import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist')

/** Fills a page's <title>, OpenGraph tags and first-page data for shared links (per path pattern). */
export type PageMeta = { title: string; description?: string; image?: string; data?: unknown }
export type PageMetaResolver = (
  req: FastifyRequest,
  params: Record<string, string>,
) => Promise<PageMeta | null>
const resolvers: { pattern: RegExp; keys: string[]; resolve: PageMetaResolver }[] = []

export function registerPageMeta(route: string, resolve: PageMetaResolver) {
  const keys: string[] = []
  const pattern = new RegExp(`^${route.replace(/:([a-zA-Z]+)/g, (_m, k) => (keys.push(k), '([^/?#]+)'))}/?$`)
  resolvers.push({ pattern, keys, resolve })
}

/** sha256 sources for the inline scripts in index.html, so the CSP can allow exactly those. */
export function inlineScriptHashes(): string[] {
  const file = path.join(webDist, 'index.html')
  if (!fs.existsSync(file)) return []
  const html = fs.readFileSync(file, 'utf8')
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`)
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function applyMeta(html: string, meta: PageMeta, absolute: (u: string) => string) {
  const tags = [
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
    meta.image ? `<meta property="og:image" content="${escapeHtml(absolute(meta.image))}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    meta.data !== undefined
      ? `<script type="application/json" id="initial-data">${JSON.stringify(meta.data).replace(/</g, '\\u003c')}</script>`
      : '',
  ].join('')
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', `${tags}</head>`)
}

export async function registerSpa(app: FastifyInstance) {
  const indexFile = path.join(webDist, 'index.html')
  if (!fs.existsSync(indexFile)) {
    app.log.warn('The web app is not built (apps/web/dist is missing); only the API is served.')
    return
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8')
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
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } })
    }
    const pathname = req.url.split('?')[0]!
    let html = indexHtml
    for (const r of resolvers) {
      const m = r.pattern.exec(pathname)
      if (!m) continue
      const params = Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1]!)]))
      const meta = await r.resolve(req, params).catch((err) => {
        req.log.warn({ err }, 'Page metadata failed')
        return null
      })
      if (meta) html = applyMeta(html, meta, (u) => new URL(u, app.ctx.config.APP_URL).toString())
      break
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
  })
}
