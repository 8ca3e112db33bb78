import type { AppContext } from '../../types.ts'
import type { ModuleManifest } from '../manifest.ts'
import { CART_REMINDER_JOB, sendCartReminders } from './cart-reminder.ts'
import cartRoutes from './cart.routes.ts'
import cartsAdminRoutes from './carts.admin.routes.ts'

async function registerCartJobs(ctx: AppContext) {
  await ctx.jobs.work(CART_REMINDER_JOB, async () => {
    await sendCartReminders(ctx)
  })
  // Every minute; two scans at once cannot send twice (the cart is locked, the reminder keyed by cart).
  await ctx.jobs.schedule(CART_REMINDER_JOB, '* * * * *', {}, { expireInSeconds: 600, retryLimit: 0 })
}

/**
 * Carts: a signed-in customer's cart kept on the server (merged with the visitor's on sign-in), the
 * abandoned-cart reminder and its conversion, and the marketing settings that time it.
 */
export const cartsModule: ModuleManifest = {
  name: 'carts',
  routes: [cartRoutes],
  adminRoutes: [cartsAdminRoutes],
  jobs: registerCartJobs,
}
