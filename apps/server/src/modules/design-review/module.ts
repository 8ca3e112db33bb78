import type { ModuleManifest } from '../manifest.ts'
import designReviewAdminRoutes from './design-review.admin.routes.ts'

export const designReviewModule: ModuleManifest = {
  name: 'design-review',
  adminRoutes: [designReviewAdminRoutes],
}
