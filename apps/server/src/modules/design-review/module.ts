import type { ModuleManifest } from '../manifest.ts'

export const designReviewModule: ModuleManifest = { name: 'design-review', adminRoutes: [] }
