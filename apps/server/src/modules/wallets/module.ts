import type { ModuleManifest } from '../manifest.ts'
import { startWalletsRuntime } from './wallets-runtime.ts'
import walletRoutes from './wallets.routes.ts'

export const walletsModule: ModuleManifest = {
  name: 'wallets',
  routes: [walletRoutes],
  start: startWalletsRuntime,
}
