import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type OpsAnswer = { status: number; contentType: string; body: string }
export type OpsHandler = (req: http.IncomingMessage) => Promise<OpsAnswer>

export const json = (status: number, value: unknown): OpsAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
})
const errorAnswer = (status: number, code: string, message: string) =>
  json(status, { error: { code, message } })

/**
 * A bare HTTP server for operations endpoints (the worker's health, a metrics port): a few GET paths,
 * no framework, nothing of the shop. Answers in the shop's error shape; a handler's failure is a 500
 * without its cause (which goes to `log`).
 */
export async function startOpsServer({
  port,
  host,
  handlers,
  log,
}: {
  port: number
  host: string
  handlers: Record<string, OpsHandler>
  log: (msg: string, extra?: object) => void
}) {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!
    const handler = handlers[path]
    const answer: Promise<OpsAnswer> = !handler
      ? Promise.resolve(errorAnswer(404, 'NOT_FOUND', 'Not found'))
      : req.method !== 'GET'
        ? Promise.resolve(errorAnswer(405, 'METHOD_NOT_ALLOWED', 'Only GET is served here'))
        : handler(req).catch((err: Error) => {
            log('An operations endpoint failed', { path, cause: err.message })
            return errorAnswer(500, 'INTERNAL', 'Internal error')
          })
    void answer.then(({ status, contentType, body }) => {
      res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' })
      res.end(body)
    })
  })
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
