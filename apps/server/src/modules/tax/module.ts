import type { ModuleManifest } from '../manifest.ts'
import taxAdminRoutes from './tax.admin.routes.ts'

/** Sales tax: the back office's rates and settings (checkout reads them through index.ts). */
export const taxModule: ModuleManifest = {
  name: 'tax',
  adminRoutes: [taxAdminRoutes],
}
