import type { ModuleManifest } from '../manifest.ts'
import fulfilmentAdminRoutes from './fulfilment.admin.routes.ts'
import { registerFulfilmentJobs } from './fulfilment-jobs.ts'
import fulfilmentRoutes from './fulfilment.routes.ts'

export const fulfilmentModule: ModuleManifest = {
  name: 'fulfilment',
  routes: [fulfilmentRoutes],
  adminRoutes: [fulfilmentAdminRoutes],
  jobs: registerFulfilmentJobs,
}
