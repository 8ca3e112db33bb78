import type { ModuleManifest } from '../manifest.ts'
import notificationAdminRoutes from './notifications.admin.routes.ts'
import notificationRoutes from './notifications.routes.ts'

export const notificationsModule: ModuleManifest = {
  name: 'notifications',
  routes: [notificationRoutes],
  adminRoutes: [notificationAdminRoutes],
}
