import type { ModuleManifest } from '../manifest.ts'
import shippingRoutes from './shipping.routes.ts'

export const shippingModule: ModuleManifest = { name: 'shipping', routes: [shippingRoutes] }
