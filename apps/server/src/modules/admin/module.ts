import type { ModuleManifest } from '../manifest.ts'
import adminRoutes from './admin.routes.ts'

export const adminModule: ModuleManifest = { name: 'admin', adminRoutes: [adminRoutes] }
