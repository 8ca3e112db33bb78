import type { ModuleManifest } from '../manifest.ts'
import walletAdminRoutes from './wallet-admin.routes.ts'

export const walletAdminModule: ModuleManifest = {
  name: 'wallet-admin',
  adminRoutes: [walletAdminRoutes],
}
