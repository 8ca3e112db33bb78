import type { ModuleManifest } from '../manifest.ts'
import partnerReviewAdminRoutes from './partner-review.admin.routes.ts'

export const partnerReviewModule: ModuleManifest = {
  name: 'partner-review',
  adminRoutes: [partnerReviewAdminRoutes],
}
