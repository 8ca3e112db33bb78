import type { ModuleManifest } from '../manifest.ts'
import wishlistRoutes from './wishlist.routes.ts'

export const wishlistModule: ModuleManifest = { name: 'wishlist', routes: [wishlistRoutes] }
