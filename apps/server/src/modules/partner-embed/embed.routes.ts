import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HOST_NAME_PATTERN, partnerStoreQuery, type PartnerStoreResponse } from '@rdo/contracts'
import { PUBLIC } from '../../lib/access.ts'
import { getStore } from '../partners/index.ts'
import { embedCsp, embedNotFoundPage, embedStorePage } from './embed-page.ts'

const embedQuery = partnerStoreQuery.extend({ view: z.enum(['grid', 'list']).catch('grid').default('grid') })

/**
 * The embeddable store, `/embed/:partnerId`: a page of its own (no shop bundle, no script), framed only
 * by the hosts the partner allows. The policy is read on every request, so a partner's change of
 * domains applies at once; the store data comes from the stores' short shared cache.
 */
const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app
  const imageOrigins = ctx.config.S3_PUBLIC_URL ? [new URL(ctx.config.S3_PUBLIC_URL).origin] : []

  async function allowedHosts(partnerId: string): Promise<string[]> {
    const { rows } = await ctx.db.execute<{ host: string }>(sql`
      select distinct unnest(allowed_domains) as host from partner_embeds
      where partner_id = ${partnerId} and is_active order by 1`)
    // Stored values were validated on the way in; anything else never reaches the header.
    return rows.map((r) => r.host).filter((h) => HOST_NAME_PATTERN.test(h))
  }

  app.get(
    '/embed/:partnerId',
    {
      config: { access: PUBLIC },
      schema: {
        hide: true,
        params: z.object({ partnerId: z.string().max(64) }),
        querystring: embedQuery,
      },
    },
    async (req, reply) => {
      const { partnerId } = req.params
      const { type, page, view } = req.query
      const cached = await getStore(ctx, partnerId, { type, page })
      reply.removeHeader('x-frame-options')
      reply.header('referrer-policy', 'strict-origin-when-cross-origin')
      reply.type('text/html; charset=utf-8')
      if (!cached) {
        reply.header('content-security-policy', embedCsp([], imageOrigins))
        return reply.code(404).send(embedNotFoundPage())
      }
      const data = JSON.parse(cached.body) as PartnerStoreResponse
      reply.header('content-security-policy', embedCsp(await allowedHosts(data.store.id), imageOrigins))
      reply.header('cache-control', 'public, max-age=30')
      return reply.send(embedStorePage(data, type, view))
    },
  )
}

export default embedRoutes
