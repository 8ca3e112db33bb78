import type { ModuleManifest } from '../manifest.ts'
import siteRoutes from './site.routes.ts'

export const siteModule: ModuleManifest = { name: 'site', routes: [siteRoutes] }
