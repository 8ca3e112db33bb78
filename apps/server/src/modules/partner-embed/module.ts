import type { ModuleManifest } from '../manifest.ts'
import embedRoutes from './embed.routes.ts'

/** The partner store page that other sites embed (outside `/api`). */
export const partnerEmbedModule: ModuleManifest = { name: 'partner-embed', rootRoutes: [embedRoutes] }
