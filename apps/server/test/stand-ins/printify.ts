/**
 * A Printify API v1 stand-in for tests and local use: shops.json, paginated products.json and one
 * product's .json, answered from products set by the caller (never random ones), with their images
 * served by the stand-in itself as small real PNGs. On demand it refuses the token (401), rate-limits
 * the next request once (429 with Retry-After: 1), answers slowly, or includes a malformed product.
 * Modes and products are set in-process or over HTTP (`POST /__control`).
 *
 * Run on its own for local work:
 *   node --import tsx scripts/printify-stand-in.ts --port 8898 [--host 127.0.0.1] [--products 3] [--malformed]
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pngFor, standInProduct, malformedProduct } from './printify-products.ts'
import { createOrdersState, type OrdersMode, type OrdersState } from './printify-orders.ts'
import { createCatalogState, type CatalogMode } from './printify-catalog.ts'

/** The token the stand-in accepts; any other answers 401 like Printify does. */
export const PRINTIFY_STAND_IN_TOKEN = 'printify-stand-in-token'
export const PRINTIFY_STAND_IN_SHOP = {
  id: 1001,
  title: 'RDO Print Shop',
  sales_channel: 'custom_integration',
}
export const STAND_IN_DEFAULT_SLOW_MS = 12_000

export type PrintifyStandInMode = 'ok' | 'unauthorized' | 'rate-limit-once' | 'slow'
export type PrintifyStandInCall = { method: string; path: string; authorized: boolean; status: number }
export type StandInProduct = Record<string, unknown> & { id?: unknown }

export type PrintifyStandIn = {
  /** The API base, for PRINTIFY_BASE_URL (ends in /v1). */
  url: string
  token: string
  shop: typeof PRINTIFY_STAND_IN_SHOP
  /** Every request received (images included), in order. */
  calls: PrintifyStandInCall[]
  setMode(mode: PrintifyStandInMode, slowMs?: number): void
  /** The shop's products, in Printify's shape (see `standInProduct`); anything else is served as is. */
  setProducts(products: StandInProduct[]): void
  /** Shops answered by shops.json (the one shop by default; [] for none). */
  setShops(shops: (typeof PRINTIFY_STAND_IN_SHOP)[]): void
  /** `standInProduct(i)` for i = 1…count, with `malformed` adding one unreadable product in the middle. */
  useSampleProducts(count: number, options?: { malformed?: boolean }): StandInProduct[]
  /** Orders and webhooks: the orders received, the hooks registered, signed deliveries. */
  orders: OrdersState['orders']
  webhooks: OrdersState['webhooks']
  deliver: OrdersState['deliver']
  shipment: OrdersState['shipment']
  setOrdersMode(mode: OrdersMode): void
  /** When each API request arrived (ms), to check the rate a client kept to. */
  requestTimes: number[]
  /** Answer 429 once more than this many API requests arrive within 60 s (none by default). */
  setRateLimit(perMinute: number | null): void
  /** Catalogue and product making (printify-catalog.ts): images uploaded, the shop's products now. */
  uploads: { id: string; file_name: string; bytes: number }[]
  currentProducts(): StandInProduct[]
  setCatalogMode(mode: CatalogMode): void
  reset(): void
  close(): Promise<void>
}

export { malformedProduct, standInProduct } from './printify-products.ts'

export async function startPrintifyStandIn(
  options: { port?: number; host?: string; token?: string; rateLimitPerMinute?: number } = {},
): Promise<PrintifyStandIn> {
  const host = options.host ?? '127.0.0.1'
  const token = options.token ?? PRINTIFY_STAND_IN_TOKEN
  const calls: PrintifyStandInCall[] = []
  let shops = [PRINTIFY_STAND_IN_SHOP]
  let products: StandInProduct[] = []
  let mode: PrintifyStandInMode = 'ok'
  let slowMs = STAND_IN_DEFAULT_SLOW_MS
  const timers = new Set<NodeJS.Timeout>()
  let origin = ''
  const requestTimes: number[] = []
  let rateLimit: number | null = options.rateLimitPerMinute ?? null
  const skuOf = (productId: string, variantId: number) => {
    const product = products.find((p) => p.id === productId) as { variants?: { id: number; sku?: string }[] }
    return product?.variants?.find((v) => v.id === variantId)?.sku
  }
  const ordersState = createOrdersState(skuOf)
  const catalog = createCatalogState(
    () => origin,
    () => products,
  )

  function setMode(next: PrintifyStandInMode, ms?: number) {
    if (!['ok', 'unauthorized', 'rate-limit-once', 'slow'].includes(next))
      throw new Error(`Unknown mode: ${next}`)
    mode = next
    slowMs = ms ?? STAND_IN_DEFAULT_SLOW_MS
  }

  function useSampleProducts(count: number, opts: { malformed?: boolean } = {}) {
    const list: StandInProduct[] = Array.from({ length: count }, (_, n) => standInProduct(origin, n + 1))
    if (opts.malformed) list.splice(Math.min(1, list.length), 0, malformedProduct(1))
    products = list
    return list
  }

  type Answer = { status: number; body?: unknown; headers?: Record<string, string>; png?: Buffer }

  async function answer(method: string, url: URL, authorized: boolean, raw = ''): Promise<Answer> {
    const path = url.pathname
    const image = /^\/images\/([A-Za-z0-9._-]+\.png)$/.exec(path)
    if (image && method === 'GET') return { status: 200, png: await pngFor(image[1]!) }
    if (!path.startsWith('/v1/')) return { status: 404, body: { error: 'Not found' } }
    if (mode === 'rate-limit-once') {
      mode = 'ok'
      return { status: 429, headers: { 'retry-after': '1' }, body: { error: 'Too Many Attempts.' } }
    }
    if (mode === 'unauthorized' || !authorized) return { status: 401, body: { error: 'Unauthenticated.' } }
    const now = Date.now()
    requestTimes.push(now)
    if (rateLimit !== null && requestTimes.filter((t) => t > now - 60_000).length > rateLimit) {
      return { status: 429, headers: { 'retry-after': '1' }, body: { error: 'Too Many Attempts.' } }
    }
    const made = catalog.answer(method, path, raw)
    if (made) return made
    const shopPath = /^\/v1\/shops\/(\d+)\/(orders|webhooks)/.exec(path)
    if (shopPath) {
      if (!shops.some((s) => s.id === Number(shopPath[1])))
        return { status: 404, body: { error: 'Shop not found.' } }
      const handled = ordersState.answer(method, path, Number(shopPath[1]), raw, url)
      if (handled) return handled
    }
    if (method !== 'GET') return { status: 405, body: { error: 'Method not allowed' } }
    if (path === '/v1/shops.json') return { status: 200, body: shops }
    const list = /^\/v1\/shops\/(\d+)\/products\.json$/.exec(path)
    const one = /^\/v1\/shops\/(\d+)\/products\/([^/]+)\.json$/.exec(path)
    const shopId = Number((list ?? one)?.[1])
    if (!shops.some((s) => s.id === shopId)) return { status: 404, body: { error: 'Shop not found.' } }
    if (one) {
      const product = products.find((p) => p.id === decodeURIComponent(one[2]!))
      return product ? { status: 200, body: product } : { status: 404, body: { error: 'Product not found.' } }
    }
    if (!list) return { status: 404, body: { error: 'Not found' } }
    const page = Number(url.searchParams.get('page') ?? 1)
    const limit = Number(url.searchParams.get('limit') ?? 10)
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 50) {
      return { status: 400, body: { status: 'error', code: 8150, message: 'Validation failed.' } }
    }
    const lastPage = Math.max(1, Math.ceil(products.length / limit))
    const from = (page - 1) * limit
    const data = products.slice(from, from + limit)
    const pageUrl = (p: number) => `${origin}/v1/shops/${shopId}/products.json?page=${p}`
    return {
      status: 200,
      body: {
        current_page: page,
        data,
        first_page_url: pageUrl(1),
        from: data.length ? from + 1 : null,
        last_page: lastPage,
        last_page_url: pageUrl(lastPage),
        next_page_url: page < lastPage ? pageUrl(page + 1) : null,
        path: `${origin}/v1/shops/${shopId}/products.json`,
        per_page: limit,
        prev_page_url: page > 1 ? pageUrl(page - 1) : null,
        to: data.length ? from + data.length : null,
        total: products.length,
      },
    }
  }

  function control(body: Record<string, unknown>) {
    if (body.reset === true) reset()
    if (body.products !== undefined)
      useSampleProducts(Number(body.products), { malformed: body.malformed === true })
    if (body.catalog_mode !== undefined) catalog.setMode(body.catalog_mode as CatalogMode)
    if (body.orders_mode !== undefined) ordersState.setMode(body.orders_mode as OrdersMode)
    if (body.mode !== undefined) {
      setMode(body.mode as PrintifyStandInMode, body.slow_ms === undefined ? undefined : Number(body.slow_ms))
    }
    return { mode, slow_ms: slowMs, products: products.length, shops }
  }

  function reset() {
    calls.length = 0
    requestTimes.length = 0
    rateLimit = options.rateLimitPerMinute ?? null
    ordersState.reset()
    catalog.reset()
    shops = [PRINTIFY_STAND_IN_SHOP]
    products = []
    setMode('ok')
  }

  const send = (res: http.ServerResponse, a: Answer) => {
    if (a.png) {
      res.writeHead(a.status, { 'content-type': 'image/png', 'content-length': a.png.length }).end(a.png)
      return
    }
    res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers }).end(JSON.stringify(a.body))
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin)
      if (url.pathname === '/__control') {
        try {
          const body = req.method === 'POST' ? (JSON.parse(raw || '{}') as Record<string, unknown>) : {}
          const delivery = body.deliver as
            | {
                type: string
                order_id?: string
                external_id?: string
                skus?: string[]
                data?: Record<string, unknown>
              }
            | undefined
          if (delivery) {
            const order = ordersState.orders.find(
              (o) =>
                o.id === delivery.order_id ||
                (delivery.external_id && o.external_id === delivery.external_id),
            )
            if (!order) return send(res, { status: 404, body: { error: 'No such order at the stand-in' } })
            const data =
              delivery.type === 'order:shipment:created'
                ? { ...ordersState.shipment(order.id, delivery.skus), ...delivery.data }
                : { skus: delivery.skus, ...delivery.data }
            void ordersState.deliver(delivery.type, order.id, data).then(
              (r) => send(res, { status: 200, body: r }),
              (err: Error) => send(res, { status: 502, body: { error: err.message } }),
            )
            return
          }
          if (url.searchParams.has('orders'))
            return send(res, { status: 200, body: { orders: ordersState.orders } })
          if (url.searchParams.has('products'))
            return send(res, { status: 200, body: { products, uploads: catalog.uploads } })
          return send(res, { status: 200, body: { ...control(body), calls: calls.length } })
        } catch (err) {
          return send(res, { status: 400, body: { error: (err as Error).message } })
        }
      }
      const authorized = req.headers.authorization === `Bearer ${token}`
      const slow = mode === 'slow' && url.pathname.startsWith('/v1/')
      void answer(req.method ?? 'GET', url, authorized, raw).then((a) => {
        calls.push({
          method: req.method ?? 'GET',
          path: url.pathname + url.search,
          authorized,
          status: a.status,
        })
        if (!slow) return send(res, a)
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!res.destroyed) send(res, a)
        }, slowMs)
        timers.add(timer)
        res.on('close', () => {
          clearTimeout(timer)
          timers.delete(timer)
        })
      })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  return {
    url: `${origin}/v1`,
    token,
    shop: PRINTIFY_STAND_IN_SHOP,
    calls,
    setMode,
    setProducts: (list) => void (products = list),
    setShops: (list) => void (shops = list),
    useSampleProducts,
    orders: ordersState.orders,
    webhooks: ordersState.webhooks,
    deliver: ordersState.deliver,
    shipment: ordersState.shipment,
    setOrdersMode: ordersState.setMode,
    requestTimes,
    setRateLimit: (perMinute) => void (rateLimit = perMinute),
    uploads: catalog.uploads,
    currentProducts: () => products,
    setCatalogMode: catalog.setMode,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
