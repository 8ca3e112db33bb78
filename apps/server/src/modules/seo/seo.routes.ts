import type { FastifyPluginAsync } from 'fastify'
import { cachedBody, sendCached } from '../../lib/http-cache.ts'
import { robotsTxt } from './crawl-rules.ts'
import { LISTINGS, type ListingName } from './sitemap.service.ts'

const XML = 'application/xml; charset=utf-8'
// Crawlers may keep a file for a minute, as the server does.
const CACHE = 'public, max-age=60'
const FILE = /^(pages|[a-z]+-([1-9]\d{0,5}))\.xml$/

/** robots.txt and the sitemap (its index at /sitemap.xml, its files under /sitemaps/). */
const seoRoutes: FastifyPluginAsync = async (app) => {
  const { seo } = app.ctx.runtimes
  const robots = cachedBody(robotsTxt(seo.origin))
  const notFound = (reply: import('fastify').FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found')

  app.get('/robots.txt', async (req, reply) =>
    sendCached(req, reply, robots, {
      type: 'text/plain; charset=utf-8',
      cacheControl: 'public, max-age=3600',
    }),
  )

  app.get('/sitemap.xml', async (req, reply) => {
    const index = await seo.files.get('index', seo.sitemap.index)
    return sendCached(req, reply, index!, { type: XML, cacheControl: CACHE })
  })

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const match = FILE.exec(req.params.file)
    if (!match) return notFound(reply)
    const [, name, number] = match
    let body
    if (name === 'pages') body = await seo.files.get('pages', seo.sitemap.pages)
    else {
      const listing = name!.slice(0, name!.lastIndexOf('-'))
      if (!(listing in LISTINGS)) return notFound(reply)
      body = await seo.files.get(name!, () => seo.sitemap.part(listing as ListingName, Number(number)))
    }
    if (!body) return notFound(reply)
    return sendCached(req, reply, body, { type: XML, cacheControl: CACHE })
  })
}

export default seoRoutes
