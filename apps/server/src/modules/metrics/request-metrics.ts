import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify'
import type { MetricsRegistry } from '../../lib/metrics/registry.ts'

const UNMATCHED = 'unmatched'

/**
 * `http_request_duration_seconds` by method, route pattern and status. Each route gets its own small
 * `onResponse` hook when it is registered (`onRoute`), holding its pattern and the observers of its
 * series by method and status: a request pays two map lookups and one observation (a bucket search and
 * three additions, see SeriesHistogram), and nothing reads the request's route options (Fastify builds
 * a new object for each read of them). Requests that match no route (the not-found handler, which
 * serves the app's pages) share one label, recorded by one global hook that does nothing for matched
 * requests: raw paths would make a series per address a scanner tries. Event streams are left out:
 * their "duration" is how long a browser stayed. Call before any route is added.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: MetricsRegistry) {
  const duration = metrics.seriesHistogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
  })
  type Observe = (seconds: number) => void

  /** Observes a route's answers; the observers of its series, by method then status, are kept here. */
  function observerOf(route: string) {
    const byMethod = new Map<string, Map<number, Observe>>()
    return (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.accept === 'text/event-stream') return
      const { method } = req
      const status = reply.statusCode
      let byStatus = byMethod.get(method)
      if (!byStatus) byMethod.set(method, (byStatus = new Map()))
      let observe = byStatus.get(status)
      if (!observe) {
        observe = duration.series({ method, route, status_code: status })
        byStatus.set(status, observe)
      }
      observe(reply.elapsedTime / 1000)
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
