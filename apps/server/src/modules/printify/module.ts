import type { ModuleManifest } from '../manifest.ts'
import { registerPrintifyJobs } from './printify-import.ts'
import printifyAdminRoutes from './printify.admin.routes.ts'

export const printifyModule: ModuleManifest = {
  name: 'printify',
  adminRoutes: [printifyAdminRoutes],
  jobs: registerPrintifyJobs,
}
