import type { ModuleManifest } from '../manifest.ts'
import communityAdminRoutes from './community.admin.routes.ts'
import { startCommunityRuntime } from './community-runtime.ts'
import communityRoutes from './community.routes.ts'

export const communityModule: ModuleManifest = {
  name: 'community',
  routes: [communityRoutes],
  adminRoutes: [communityAdminRoutes],
  start: startCommunityRuntime,
}
