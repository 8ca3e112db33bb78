/**
 * The order and webhook half of the Printify stand-in: orders created, listed (newest first), read and
 * sent to production; webhooks registered per shop and topic, and deliveries signed as Printify signs
 * them (X-Pfy-Signature: sha256=<HMAC-SHA256 of the body with the webhook's secret>). Failure modes
 * for order creation: an address refused (422), one 429, one 500, every request 503.
 */
import crypto from 'node:crypto'

export type StandInOrder = {
  id: string
  external_id: string
  label: string
  shop_id: number
  line_items: { product_id: string; variant_id: number; quantity: number; sku?: string }[]
  shipping_method: number
  address_to: Record<string, unknown>
  status: 'on-hold' | 'in-production' | 'fulfilled' | 'canceled'
  created_at: string
  sent_to_production_at: string | null
}
export type StandInWebhook = { id: string; shop_id: number; topic: string; url: string; secret: string }
export type OrdersMode = 'ok' | 'reject-address' | 'rate-limit-once' | 'error-once' | 'down'

export type OrdersAnswer = { status: number; body?: unknown; headers?: Record<string, string> }

export function createOrdersState(skuOf: (productId: string, variantId: number) => string | undefined) {
  const orders: StandInOrder[] = []
  const webhooks: StandInWebhook[] = []
  let mode: OrdersMode = 'ok'
  let seq = 0

  const id = (prefix: string) =>
    `${prefix}${(++seq).toString(16).padStart(8, '0')}${crypto.randomBytes(4).toString('hex')}`

  function answer(method: string, path: string, shopId: number, raw: string, url: URL): OrdersAnswer | null {
    const ordersPath = `/v1/shops/${shopId}/orders.json`
    const one = new RegExp(`^/v1/shops/${shopId}/orders/([^/]+)\\.json$`).exec(path)
    const produce = new RegExp(`^/v1/shops/${shopId}/orders/([^/]+)/send_to_production\\.json$`).exec(path)
    const hooksPath = `/v1/shops/${shopId}/webhooks.json`
    const hook = new RegExp(`^/v1/shops/${shopId}/webhooks/([^/]+)\\.json$`).exec(path)
    const body = () => (raw ? (JSON.parse(raw) as Record<string, unknown>) : {})

    if (path === ordersPath && method === 'POST') {
      if (mode === 'down') return { status: 503, body: { error: 'Service Unavailable' } }
      if (mode === 'rate-limit-once') {
        mode = 'ok'
        return { status: 429, headers: { 'retry-after': '1' }, body: { error: 'Too Many Attempts.' } }
      }
      if (mode === 'error-once') {
        mode = 'ok'
        return { status: 500, body: { error: 'Server Error' } }
      }
      const input = body()
      const address = (input.address_to ?? {}) as Record<string, unknown>
      if (mode === 'reject-address' || !address.address1 || !address.zip) {
        return {
          status: 422,
          body: {
            status: 'error',
            code: 8502,
            message: 'Validation failed.',
            errors: { reason: 'Address is invalid: the ZIP code does not match the city' },
          },
        }
      }
      const items = (input.line_items ?? []) as StandInOrder['line_items']
      const order: StandInOrder = {
        id: id('5f0'),
        external_id: String(input.external_id ?? ''),
        label: String(input.label ?? ''),
        shop_id: shopId,
        line_items: items.map((i) => ({ ...i, sku: skuOf(i.product_id, i.variant_id) })),
        shipping_method: Number(input.shipping_method ?? 1),
        address_to: address,
        status: 'on-hold',
        created_at: new Date().toISOString(),
        sent_to_production_at: null,
      }
      orders.push(order)
      return { status: 200, body: { id: order.id } }
    }
    if (path === ordersPath && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1)
      const limit = Math.min(50, Number(url.searchParams.get('limit') ?? 10))
      const mine = orders.filter((o) => o.shop_id === shopId).reverse()
      const lastPage = Math.max(1, Math.ceil(mine.length / limit))
      return {
        status: 200,
        body: {
          current_page: page,
          last_page: lastPage,
          total: mine.length,
          data: mine.slice((page - 1) * limit, page * limit),
        },
      }
    }
    if (produce && method === 'POST') {
      if (mode === 'down') return { status: 503, body: { error: 'Service Unavailable' } }
      const order = orders.find((o) => o.id === produce[1])
      if (!order) return { status: 404, body: { error: 'Order not found.' } }
      order.status = 'in-production'
      order.sent_to_production_at ??= new Date().toISOString()
      return { status: 200, body: { id: order.id } }
    }
    if (one && method === 'GET') {
      const order = orders.find((o) => o.id === one[1])
      return order ? { status: 200, body: order } : { status: 404, body: { error: 'Order not found.' } }
    }
    if (path === hooksPath && method === 'GET') {
      return {
        status: 200,
        body: webhooks.filter((w) => w.shop_id === shopId).map(({ secret: _s, ...w }) => w),
      }
    }
    if (path === hooksPath && method === 'POST') {
      const input = body()
      const made: StandInWebhook = {
        id: id('wh'),
        shop_id: shopId,
        topic: String(input.topic ?? ''),
        url: String(input.url ?? ''),
        secret: String(input.secret ?? ''),
      }
      webhooks.push(made)
      const { secret: _s, ...shown } = made
      return { status: 200, body: shown }
    }
    if (hook && method === 'DELETE') {
      const at = webhooks.findIndex((w) => w.id === hook[1] && w.shop_id === shopId)
      if (at < 0) return { status: 404, body: { error: 'Webhook not found.' } }
      webhooks.splice(at, 1)
      return { status: 200, body: { id: hook[1] } }
    }
    return null
  }

  /**
   * Printify telling the shop about an order: posts the event to every webhook of the order's shop
   * registered for `type`, signed with that webhook's secret (or `secret` to forge one). Answers the
   * shop's status per delivery.
   */
  async function deliver(
    type: string,
    orderId: string,
    data: Record<string, unknown> = {},
    options: { secret?: string; eventId?: string; unsigned?: boolean } = {},
  ) {
    const order = orders.find((o) => o.id === orderId)
    const shopId = order?.shop_id ?? Number(data.shop_id ?? 0)
    const targets = webhooks.filter((w) => w.topic === type && (!order || w.shop_id === shopId))
    const event = {
      id: options.eventId ?? crypto.randomUUID(),
      type,
      created_at: new Date().toISOString(),
      resource: { id: orderId, type: 'order', data: { shop_id: shopId, ...data } },
    }
    const raw = JSON.stringify(event)
    const results: { url: string; status: number; body: unknown }[] = []
    for (const w of targets) {
      const signature = `sha256=${crypto
        .createHmac('sha256', options.secret ?? w.secret)
        .update(raw)
        .digest('hex')}`
      const res = await fetch(w.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.unsigned ? {} : { 'x-pfy-signature': signature }),
        },
        body: raw,
      })
      results.push({ url: w.url, status: res.status, body: await res.json().catch(() => null) })
    }
    return { event, results }
  }

  /** The shipment Printify reports for an order: carrier and tracking for the items (SKUs) named. */
  const shipment = (
    orderId: string,
    skus?: string[],
    carrier = { code: 'USPS', tracking_number: '9400111899223817612345' },
  ) => {
    const order = orders.find((o) => o.id === orderId)
    return {
      shipped_at: new Date().toISOString(),
      carrier: {
        ...carrier,
        tracking_url: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${carrier.tracking_number}`,
      },
      skus: skus ?? order?.line_items.map((i) => i.sku).filter(Boolean) ?? [],
    }
  }

  return {
    orders,
    webhooks,
    answer,
    deliver,
    shipment,
    setMode: (next: OrdersMode) => void (mode = next),
    getMode: () => mode,
    reset() {
      orders.length = 0
      webhooks.length = 0
      mode = 'ok'
    },
  }
}
export type OrdersState = ReturnType<typeof createOrdersState>
