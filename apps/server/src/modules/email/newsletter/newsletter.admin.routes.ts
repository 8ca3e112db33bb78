import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ADMIN } from '../../../lib/access.ts'
import { streamCsv } from '../../../lib/csv-export.ts'

/** Newsletter subscribers in the back office (/api/admin/subscribers). */
const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app

  // Active subscribers, newest first, streamed in constant memory: `subscribers-YYYY-MM-DD.csv`.
  app.get(
    '/subscribers/export.csv',
    { config: { access: ADMIN }, schema: { tags: ['admin-newsletter'] } },
    async (_req, reply) =>
      streamCsv(ctx, reply, {
        name: 'subscribers',
        text: `select id, email, first_name, last_name,
            coalesce((preferences->>'newsletter')::boolean, false) as newsletter,
            coalesce((preferences->>'promotional')::boolean, false) as promotional,
            coalesce((preferences->>'product_updates')::boolean, false) as product_updates,
            preferences->>'frequency' as frequency, created_at
          from marketing_subscribers where status = 'active'
          order by created_at desc, id desc`,
        columns: [
          { key: 'id', header: 'id' },
          { key: 'email', header: 'email' },
          { key: 'first_name', header: 'first_name' },
          { key: 'last_name', header: 'last_name' },
          { key: 'newsletter', header: 'newsletter' },
          { key: 'promotional', header: 'promotional' },
          { key: 'product_updates', header: 'product_updates' },
          { key: 'frequency', header: 'frequency' },
          { key: 'created_at', header: 'subscribed_at' },
        ],
      }),
  )
}

export default newsletterAdminRoutes
