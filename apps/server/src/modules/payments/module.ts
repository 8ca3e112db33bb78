import type { ModuleManifest } from '../manifest.ts'
import paymentsRoutes from './payments.routes.ts'

export const paymentsModule: ModuleManifest = { name: 'payments', routes: [paymentsRoutes] }
