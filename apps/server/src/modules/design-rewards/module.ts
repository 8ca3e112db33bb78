import type { ModuleManifest } from '../manifest.ts'
import designRewardsAdminRoutes from './design-rewards.admin.routes.ts'
import designRewardsRoutes from './design-rewards.routes.ts'

export const designRewardsModule: ModuleManifest = {
  name: 'design-rewards',
  routes: [designRewardsRoutes],
  adminRoutes: [designRewardsAdminRoutes],
}
