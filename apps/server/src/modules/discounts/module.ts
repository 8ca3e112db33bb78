import type { ModuleManifest } from '../manifest.ts'
import discountAdminRoutes from './discounts.admin.routes.ts'

/** Discount codes: the back office's codes and their figures (checkout applies them through index.ts). */
export const discountsModule: ModuleManifest = {
  name: 'discounts',
  adminRoutes: [discountAdminRoutes],
}
