import type { ModuleManifest } from '../manifest.ts'
import { startWalletsRuntime } from './wallets-runtime.ts'
import walletAdminRoutes from './wallets.admin.routes.ts'
import walletRoutes from './wallets.routes.ts'

export const walletsModule: ModuleManifest = {
  name: 'wallets',
  routes: [walletRoutes],
  adminRoutes: [walletAdminRoutes],
  start: startWalletsRuntime,
}
