import type { ModuleManifest } from '../manifest.ts'
import { startEmailAdminRuntime } from './email-admin-runtime.ts'
import emailAdminRoutes from './email-admin.routes.ts'
import emailTemplateRoutes from './templates.routes.ts'

/** Email back office: templates, logs and the overview, single sends (/api/admin/email). */
export const emailAdminModule: ModuleManifest = {
  name: 'email-admin',
  adminRoutes: [emailTemplateRoutes, emailAdminRoutes],
  start: startEmailAdminRuntime,
}
