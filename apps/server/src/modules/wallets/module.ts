import type { ModuleManifest } from '../manifest.ts'
import walletRoutes from './wallets.routes.ts'

export const walletsModule: ModuleManifest = { name: 'wallets', routes: [walletRoutes] }
