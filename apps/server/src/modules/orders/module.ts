import { ORDER_MESSAGES } from '@rdo/contracts'
import { eq } from 'drizzle-orm'
import { orders } from '../../db/schema/orders.ts'
import { isUuid } from '../../lib/access.ts'
import { NotFound } from '../../lib/errors.ts'
import type { ModuleManifest } from '../manifest.ts'
import { registerOrderJobs } from './order-expiry.ts'
import ordersRoutes from './orders.routes.ts'

export const ordersModule: ModuleManifest = {
  name: 'orders',
  routes: [ordersRoutes],
  jobs: registerOrderJobs,
  owners: {
    order: {
      notFound: () => new NotFound(ORDER_MESSAGES.notFound),
      ownerOf: async (ctx, id) => {
        if (!isUuid(id)) return null
        const [row] = await ctx.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id))
        return row?.userId ?? null
      },
    },
  },
}
