import type { ModuleManifest } from '../manifest.ts'
import catalogAdminRoutes from './catalog.admin.routes.ts'
import catalogRoutes from './catalog.routes.ts'

export const catalogModule: ModuleManifest = {
  name: 'catalog',
  routes: [catalogRoutes],
  adminRoutes: [catalogAdminRoutes],
}
