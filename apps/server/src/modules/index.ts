import type { FastifyPluginAsync } from 'fastify'
import authRoutes from './auth/auth.routes.ts'
import healthRoutes from './health/health.routes.ts'
import outboxAdminRoutes from './outbox/outbox.admin.routes.ts'
import eventRoutes from './realtime/events.routes.ts'
import catalogRoutes from './catalog/catalog.routes.ts'
import reviewsRoutes from './reviews/reviews.routes.ts'

type Mounted = { plugin: FastifyPluginAsync<any>; prefix: string }

/** Shop API, mounted under /api. Each domain adds its routes here. */
export const shopModules: Mounted[] = [
  { plugin: healthRoutes, prefix: '' },
  { plugin: authRoutes, prefix: '/auth' },
  { plugin: eventRoutes, prefix: '' },
  { plugin: catalogRoutes, prefix: '' },
  { plugin: reviewsRoutes, prefix: '' },
]

/** Back-office API, mounted under /api/admin behind the admin check. */
export const adminModules: Mounted[] = [{ plugin: outboxAdminRoutes, prefix: '' }]
