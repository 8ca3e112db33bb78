import { ORDER_MESSAGES } from '@rdo/contracts'
import { orders } from '../../db/schema/orders.ts'
import { rowOwner } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import type { ModuleManifest } from '../manifest.ts'
import checkoutRoutes from './checkout.routes.ts'
import { registerOrderJobs } from './order-expiry.ts'
import ordersAdminRoutes from './orders.admin.routes.ts'
import ordersRoutes from './orders.routes.ts'
import refundsAdminRoutes from './refunds.admin.routes.ts'
import returnsRoutes from './returns.routes.ts'
import { startOrdersRuntime } from './orders-runtime.ts'

export const ordersModule: ModuleManifest = {
  name: 'orders',
  routes: [ordersRoutes, returnsRoutes, checkoutRoutes],
  adminRoutes: [ordersAdminRoutes, refundsAdminRoutes],
  jobs: registerOrderJobs,
  start: startOrdersRuntime,
  owners: { order: rowOwner(orders.id, orders.userId, () => new NotFound(ORDER_MESSAGES.notFound)) },
}
