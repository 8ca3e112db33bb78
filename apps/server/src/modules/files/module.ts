import type { ModuleManifest } from '../manifest.ts'
import fileRoutes from './files.routes.ts'

export const filesModule: ModuleManifest = { name: 'files', rootRoutes: [fileRoutes] }
