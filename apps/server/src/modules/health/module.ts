import type { ModuleManifest } from '../manifest.ts'
import { startHealthRuntime } from './health-runtime.ts'
import healthRoutes from './health.routes.ts'

/** `/api/health` (database only), `/api/health/live` and `/api/health/ready` (docs/operations.md#health). */
export const healthModule: ModuleManifest = {
  name: 'health',
  routes: [healthRoutes],
  start: startHealthRuntime,
}
