import type { FastifyInstance } from 'fastify'
import type { MetricsRegistry } from '../../lib/metrics/registry.ts'

/**
 * `http_request_duration_seconds` by method, route pattern and status: one synchronous hook that reads
 * the reply's own timer, so a request pays one histogram observation, on a series looked up once per
 * (method, route, status) and kept (no label hashing per request). Requests that match no route
 * share one label (raw paths would make a series per address a scanner tries). Event streams are left
 * out: their "duration" is how long a browser stayed.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: MetricsRegistry) {
  const duration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
  })
  const series = new Map<string, ReturnType<typeof duration.labels>>()
  app.addHook('onResponse', (req, reply, done) => {
    if (req.headers.accept !== 'text/event-stream') {
      const route = req.routeOptions.url ?? 'unmatched'
      const key = `${req.method} ${reply.statusCode} ${route}`
      let child = series.get(key)
      if (!child) {
        child = duration.labels({ method: req.method, route, status_code: reply.statusCode })
        series.set(key, child)
      }
      child.observe(reply.elapsedTime / 1000)
    }
    done()
  })
}
