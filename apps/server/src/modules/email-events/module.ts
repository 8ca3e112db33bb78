import type { ModuleManifest } from '../manifest.ts'
import emailEventsRoutes from './email-events.routes.ts'

/** Open and click tracking, and the signed bounce/complaint webhook (/api/email). */
export const emailEventsModule: ModuleManifest = {
  name: 'email-events',
  routes: [emailEventsRoutes],
}
