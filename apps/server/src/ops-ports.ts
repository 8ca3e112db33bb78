import { json, startOpsServer, type OpsHandler } from './modules/health/index.ts'
import { metricsAccess } from './modules/metrics/index.ts'
import type { AppContext } from './types.ts'

/**
 * The ports a process opens besides the shop's own: METRICS_PORT (`/metrics`, for a scraper on the
 * private network) and, for a worker process, its health port (`/health/live`, `/health/ready`, and
 * `/metrics` to the bearer of METRICS_TOKEN). Both may be one port.
 */
export async function startOpsPorts(ctx: AppContext, { healthPort = 0 }: { healthPort?: number } = {}) {
  const byPort = new Map<number, Record<string, OpsHandler>>()
  const add = (port: number, path: string, handler: OpsHandler) =>
    byPort.set(port, { ...byPort.get(port), [path]: handler })
  const metrics = async () => ({
    status: 200,
    contentType: ctx.metrics.contentType,
    body: await ctx.metrics.render(),
  })

  if (healthPort > 0) {
    const allowed = metricsAccess(ctx.config.METRICS_TOKEN)
    add(healthPort, '/health/live', async () => json(200, { status: 'ok' }))
    add(healthPort, '/health/ready', async () => {
      const { statusCode, report } = await ctx.runtimes.health.ready({ listener: false })
      return json(statusCode, report)
    })
    add(healthPort, '/metrics', async (req) => {
      const verdict = allowed(req.headers.authorization)
      if (verdict === 'open') return metrics()
      return verdict === 'hidden'
        ? json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
        : json(401, { error: { code: 'UNAUTHENTICATED', message: 'A valid metrics token is required' } })
    })
  }
  // Its own port is the guard: only the private network reaches it.
  if (ctx.config.METRICS_PORT > 0) add(ctx.config.METRICS_PORT, '/metrics', metrics)

  const servers = await Promise.all(
    [...byPort].map(([port, handlers]) =>
      startOpsServer({ port, host: ctx.config.HOST, handlers, log: ctx.log.warn }),
    ),
  )
  return { close: () => Promise.all(servers.map((s) => s.close())).then(() => {}) }
}
