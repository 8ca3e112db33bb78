import type { ModuleManifest } from '../manifest.ts'
import { startMetricsRuntime } from './metrics-runtime.ts'
import metricsRoutes from './metrics.routes.ts'

/** Prometheus metrics: `/metrics` (token-guarded on the main port) and the figures read at scrape time. */
export const metricsModule: ModuleManifest = {
  name: 'metrics',
  rootRoutes: [metricsRoutes],
  start: startMetricsRuntime,
}
