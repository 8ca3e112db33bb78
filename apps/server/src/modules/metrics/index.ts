export { metricsAccess } from './metrics-access.ts'
export { registerRequestMetrics } from './request-metrics.ts'
