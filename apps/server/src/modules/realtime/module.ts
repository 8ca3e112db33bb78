import type { ModuleManifest } from '../manifest.ts'
import eventRoutes from './events.routes.ts'

export const realtimeModule: ModuleManifest = { name: 'realtime', routes: [eventRoutes] }
