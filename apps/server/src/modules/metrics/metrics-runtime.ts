import { metricsEnabled } from '../../config.ts'
import type { AppContext } from '../../types.ts'
import { registerShopCollectors } from './shop-collectors.ts'

/**
 * What the metrics module keeps while an app runs (`ctx.runtimes.metrics`): the scrape-time readers of
 * the shop's figures and, when this process serves metrics at all (METRICS_PORT or METRICS_TOKEN), the
 * process figures (prom-client's default metrics).
 */
export function startMetricsRuntime(ctx: AppContext) {
  const shop = registerShopCollectors(ctx)
  if (metricsEnabled(ctx.config)) ctx.metrics.includeProcessMetrics()
  return {
    /** Drops the recent answers of the scrape-time queries (orders, queues, campaigns). */
    forget: shop.forget,
    stop: shop.stop,
  }
}

export type MetricsRuntime = ReturnType<typeof startMetricsRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    metrics: MetricsRuntime
  }
}
