import type { ModuleManifest } from '../manifest.ts'
import newsletterAdminRoutes from './newsletter.admin.routes.ts'
import newsletterRoutes from './newsletter.routes.ts'

export const newsletterModule: ModuleManifest = {
  name: 'newsletter',
  routes: [newsletterRoutes],
  adminRoutes: [newsletterAdminRoutes],
}
