import { designRewardsQuery, myRewardsResponse } from '@rdo/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { caller, USER } from '../../lib/access.ts'
import { myRewards } from './design-rewards-dto.ts'

const tags = ['design-rewards']

/** The signed-in designer's own rewards (/my-designs): totals and a page of their earning designs. */
const designRewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-designs/rewards',
    {
      config: { access: USER },
      schema: { tags, querystring: designRewardsQuery, response: { 200: myRewardsResponse } },
    },
    async (req, reply) => {
      const user = await caller(req)
      reply.header('cache-control', 'private, no-cache')
      return myRewards(app.ctx.db, user.id, req.query)
    },
  )
}

export default designRewardsRoutes
