import type { ModuleManifest } from '../manifest.ts'
import outboxAdminRoutes from './outbox.admin.routes.ts'

export const outboxModule: ModuleManifest = { name: 'outbox', adminRoutes: [outboxAdminRoutes] }
