import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify'
import type { MetricsRegistry } from '../../lib/metrics/registry.ts'

const UNMATCHED = 'unmatched'

/**
 * `http_request_duration_seconds` by method, route pattern and status. Each route gets its own small
 * `onResponse` hook when it is registered (`onRoute`), holding its pattern and its series by method and
 * status: a request pays one map lookup and one histogram observation on a series looked up once, and
 * nothing reads the request's route options (Fastify builds a new object for each read of them).
 * Requests that match no route (the not-found handler, which serves the app's pages) share one label,
 * recorded by one global hook that does nothing for matched requests: raw paths would make a series
 * per address a scanner tries. Event streams are left out: their "duration" is how long a browser
 * stayed. Call before any route is added.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: MetricsRegistry) {
  const duration = metrics.histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
  })
  type Series = ReturnType<typeof duration.labels>

  /** Observes a route's answers; its series by method and status are kept in the closure. */
  function observerOf(route: string) {
    const series = new Map<string, Series>()
    return (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.accept === 'text/event-stream') return
      const status = reply.statusCode
      const key = `${req.method}${status}`
      let child = series.get(key)
      if (!child) {
        child = duration.labels({ method: req.method, route, status_code: status })
        series.set(key, child)
      }
      child.observe(reply.elapsedTime / 1000)
    }
  }

  app.addHook('onRoute', (route) => {
    const observe = observerOf(route.url)
    const hook: onResponseHookHandler = (req, reply, done) => {
      observe(req, reply)
      done()
    }
    const own = route.onResponse
    route.onResponse = own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook]
  })
  const unmatched = observerOf(UNMATCHED)
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) unmatched(req, reply)
    done()
  })
}
