import type { ModuleManifest } from '../manifest.ts'
import dashboardRoutes from './dashboard.routes.ts'

export const dashboardModule: ModuleManifest = { name: 'dashboard', routes: [dashboardRoutes] }
