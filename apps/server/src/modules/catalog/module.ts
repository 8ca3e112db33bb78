import type { ModuleManifest } from '../manifest.ts'
import catalogRoutes from './catalog.routes.ts'

export const catalogModule: ModuleManifest = { name: 'catalog', routes: [catalogRoutes] }
