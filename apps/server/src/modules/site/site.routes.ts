import crypto from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { homeResponse } from '@rdo/contracts'
import { z } from 'zod'
import { getHome } from './site.service.ts'
import { PUBLIC } from '../../lib/access.ts'

/** Public, cacheable: a short max-age keeps admin edits visible within a minute; the ETag saves the body. */
const HOME_CACHE = 'public, max-age=60, stale-while-revalidate=300'

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site/home',
    {
      config: { access: PUBLIC },
      schema: { tags: ['site'], response: { 200: homeResponse, 304: z.null().describe('Not modified') } },
    },
    async (req, reply) => {
      const home = await getHome(app.ctx)
      const etag = `W/"${crypto.createHash('sha1').update(JSON.stringify(home)).digest('base64url')}"`
      reply.header('cache-control', HOME_CACHE).header('etag', etag)
      const ifNoneMatch = req.headers['if-none-match']
      if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) return reply.code(304).send(null)
      return home
    },
  )
}

export default siteRoutes
