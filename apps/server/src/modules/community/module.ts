import type { ModuleManifest } from '../manifest.ts'
import communityRoutes from './community.routes.ts'

export const communityModule: ModuleManifest = { name: 'community', routes: [communityRoutes] }
