import type { FastifyPluginAsync } from 'fastify'
import authRoutes from './auth/auth.routes.ts'
import healthRoutes from './health/health.routes.ts'
import outboxAdminRoutes from './outbox/outbox.admin.routes.ts'
import eventRoutes from './realtime/events.routes.ts'
import siteRoutes from './site/site.routes.ts'
import newsletterRoutes from './newsletter/newsletter.routes.ts'
import contactRoutes from './contact/contact.routes.ts'
import notificationRoutes from './notifications/notifications.routes.ts'
import notificationAdminRoutes from './notifications/notifications.admin.routes.ts'
import catalogRoutes from './catalog/catalog.routes.ts'
import reviewsRoutes from './reviews/reviews.routes.ts'
import wishlistRoutes from './wishlist/wishlist.routes.ts'
import profileRoutes from './profiles/profiles.routes.ts'
import dashboardRoutes from './dashboard/dashboard.routes.ts'
import supportRoutes from './support/support.routes.ts'
import supportAdminRoutes from './support/support.admin.routes.ts'
import shippingRoutes from './shipping/shipping.routes.ts'
import ordersRoutes from './orders/orders.routes.ts'
import paymentsRoutes from './payments/payments.routes.ts'

type Mounted = { plugin: FastifyPluginAsync<any>; prefix: string }

/** Shop API, mounted under /api. Each domain adds its routes here. */
export const shopModules: Mounted[] = [
  { plugin: healthRoutes, prefix: '' },
  { plugin: authRoutes, prefix: '/auth' },
  { plugin: eventRoutes, prefix: '' },
  { plugin: siteRoutes, prefix: '' },
  { plugin: newsletterRoutes, prefix: '' },
  { plugin: contactRoutes, prefix: '' },
  { plugin: notificationRoutes, prefix: '' },
  { plugin: catalogRoutes, prefix: '' },
  { plugin: reviewsRoutes, prefix: '' },
  { plugin: wishlistRoutes, prefix: '' },
  { plugin: profileRoutes, prefix: '' },
  { plugin: dashboardRoutes, prefix: '' },
  { plugin: supportRoutes, prefix: '' },
  { plugin: shippingRoutes, prefix: '' },
  { plugin: ordersRoutes, prefix: '' },
  { plugin: paymentsRoutes, prefix: '' },
]

/** Back-office API, mounted under /api/admin behind the admin check. */
export const adminModules: Mounted[] = [
  { plugin: outboxAdminRoutes, prefix: '' },
  { plugin: notificationAdminRoutes, prefix: '' },
  { plugin: supportAdminRoutes, prefix: '' },
]
