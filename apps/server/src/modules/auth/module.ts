import type { ModuleManifest } from '../manifest.ts'
import authRoutes from './auth.routes.ts'
import { authHandler } from '../../plugins/auth-handler.ts'
import { startAuthRuntime } from './auth-runtime.ts'

export const authModule: ModuleManifest = {
  name: 'auth',
  prefix: '/auth',
  routes: [authRoutes],
  rootRoutes: [authHandler],
  start: startAuthRuntime,
}
