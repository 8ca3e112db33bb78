import type { ModuleManifest } from '../manifest.ts'
import reviewsRoutes from './reviews.routes.ts'

export const reviewsModule: ModuleManifest = { name: 'reviews', routes: [reviewsRoutes] }
