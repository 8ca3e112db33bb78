import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A stand-in for api.stripe.com answering the calls the shop makes at checkout: Checkout sessions
 * (create — a repeated idempotency key replays the first answer, as Stripe does — and retrieve),
 * customers (create) and refunds. It records each call's form parameters so a test can add up what
 * Stripe would charge.
 */
export type StripeCall = { path: string; idempotencyKey: string | undefined; params: URLSearchParams }

export type StripeStandIn = {
  /** A Stripe client pointed at the stand-in. */
  client: Stripe
  calls: StripeCall[]
  /** Session creations for one order (by metadata[order_id]). */
  sessionsFor(orderId: string): StripeCall[]
  close(): Promise<void>
}

/** What a Checkout session's line items and shipping options add up to, before any automatic tax. */
export function chargedBy(params: URLSearchParams): number {
  let total = 0
  for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
    total +=
      Number(params.get(`line_items[${i}][price_data][unit_amount]`)) *
      Number(params.get(`line_items[${i}][quantity]`))
  }
  const shipping = params.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]')
  return total + Number(shipping ?? 0)
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const calls: StripeCall[] = []
  const sessions = new Map<string, Record<string, unknown>>()
  const replays = new Map<string, Record<string, unknown>>()
  let ids = 0
  const answer = (key: string | undefined, make: () => Record<string, unknown>) => {
    const replay = key ? replays.get(key) : undefined
    if (replay) return replay
    const made = make()
    if (key) replays.set(key, made)
    return made
  }
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      res.setHeader('content-type', 'application/json')
      const key = req.headers['idempotency-key'] as string | undefined
      const params = new URLSearchParams(body)
      const path = req.url ?? ''
      if (req.method === 'POST') calls.push({ path, idempotencyKey: key, params })
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const session = answer(key, () => {
          const id = `cs_test_${++ids}`
          const made = {
            id,
            object: 'checkout.session',
            status: 'open',
            payment_status: 'unpaid',
            url: `https://checkout.stripe.test/c/pay/${id}`,
            client_reference_id: params.get('client_reference_id'),
            metadata: { order_id: params.get('metadata[order_id]') },
            payment_intent: null,
          }
          sessions.set(id, made)
          return made
        })
        return res.end(JSON.stringify(session))
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        return res.end(JSON.stringify(answer(key, () => ({ id: `cus_test_${++ids}`, object: 'customer' }))))
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        return res.end(
          JSON.stringify(
            answer(key, () => ({ id: `re_test_${++ids}`, object: 'refund', status: 'succeeded' })),
          ),
        )
      }
      const m = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(path)
      if (req.method === 'GET' && m && sessions.has(m[1]!))
        return res.end(JSON.stringify(sessions.get(m[1]!)))
      res.statusCode = 404
      res.end(JSON.stringify({ error: { message: 'not found' } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    client: new Stripe('sk_test_fake', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    calls,
    sessionsFor: (orderId) =>
      calls.filter(
        (c) => c.path === '/v1/checkout/sessions' && c.params.get('metadata[order_id]') === orderId,
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
