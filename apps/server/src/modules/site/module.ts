import type { ModuleManifest } from '../manifest.ts'
import siteAdminRoutes from './site.admin.routes.ts'
import siteRoutes from './site.routes.ts'

export const siteModule: ModuleManifest = {
  name: 'site',
  routes: [siteRoutes],
  adminRoutes: [siteAdminRoutes],
}
