import type { ModuleManifest } from '../manifest.ts'
import healthRoutes from './health.routes.ts'

export const healthModule: ModuleManifest = { name: 'health', routes: [healthRoutes] }
