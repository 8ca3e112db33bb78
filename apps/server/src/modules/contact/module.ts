import type { ModuleManifest } from '../manifest.ts'
import contactRoutes from './contact.routes.ts'

export const contactModule: ModuleManifest = { name: 'contact', routes: [contactRoutes] }
