import type { ModuleManifest } from '../manifest.ts'
import { startCommunityRuntime } from './community-runtime.ts'
import communityRoutes from './community.routes.ts'

export const communityModule: ModuleManifest = {
  name: 'community',
  routes: [communityRoutes],
  start: startCommunityRuntime,
}
