import { setTimeout as sleep } from 'node:timers/promises'
import { z } from 'zod'
import {
  printifyCreated,
  printifyOrdersPage,
  printifyProductsPage,
  printifyShops,
  printifyWebhook,
  readProduct,
  type PrintifyOrderInput,
  type ProductResult,
} from './printify-shapes.ts'
import {
  printifyBlueprints,
  printifyCatalogVariants,
  printifyProviders,
  printifyUpload,
  type PrintifyProductInput,
} from './printify-catalog-shapes.ts'

export const PRINTIFY_TIMEOUT_MS = 10_000
export const PRINTIFY_MAX_RETRIES = 3
/** The first retry's wait; each next one doubles it (plus up to 50% jitter). */
export const PRINTIFY_BACKOFF_MS = 500
/** No wait is longer than this, whatever Retry-After asks. */
export const PRINTIFY_MAX_WAIT_MS = 30_000

/** Printify refused the token (401/403). */
export class PrintifyAuthError extends Error {
  constructor(readonly status: number) {
    super(`Printify refused the API token (HTTP ${status})`)
    this.name = 'PrintifyAuthError'
  }
}

/** Printify failed, timed out or answered something unreadable, after the retries. */
export class PrintifyRequestError extends Error {
  constructor(
    message: string,
    /** The HTTP status, when Printify answered. */
    readonly status: number | null = null,
    /** Printify's own reason, when it gave one (e.g. an address it refused). */
    readonly reason: string | null = null,
  ) {
    super(message)
    this.name = 'PrintifyRequestError'
  }
}

export type PrintifyClientOptions = {
  baseUrl: string
  token: string
  timeoutMs?: number
  maxRetries?: number
  backoffMs?: number
  maxWaitMs?: number
  /** Told about each retry (status and wait), for the logs; never given the token. */
  onRetry?: (info: { path: string; status: number | null; waitMs: number; attempt: number }) => void
  /** Awaited before every request (the shared rate limit). */
  beforeRequest?: () => Promise<void>
}

/** Printify's reason in an error answer: `message`, `errors.reason` or the first field error. */
export function printifyReason(body: unknown): string | null {
  const b = (body ?? {}) as { message?: unknown; error?: unknown; errors?: unknown }
  const errors = (b.errors ?? {}) as { reason?: unknown } & Record<string, unknown>
  if (typeof errors.reason === 'string' && errors.reason) return errors.reason.slice(0, 300)
  for (const v of Object.values(errors)) {
    const first = Array.isArray(v) ? v[0] : v
    if (typeof first === 'string' && first) return first.slice(0, 300)
  }
  for (const v of [b.message, b.error]) if (typeof v === 'string' && v) return v.slice(0, 300)
  return null
}

/** The wait a Retry-After header asks for (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

const retryable = (status: number) => status === 429 || status >= 500

/**
 * A Printify API v1 client. The bearer token is sent in the Authorization header only: no message,
 * error or log line this client makes contains it. Each request has a time limit; 429 and 5xx answers
 * and network failures are retried up to `maxRetries` times with exponential backoff, honouring
 * Retry-After. A timeout is not retried (it already waited the whole limit).
 */
export function createPrintifyClient(options: PrintifyClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? PRINTIFY_TIMEOUT_MS
  const maxRetries = options.maxRetries ?? PRINTIFY_MAX_RETRIES
  const backoffMs = options.backoffMs ?? PRINTIFY_BACKOFF_MS
  const maxWaitMs = options.maxWaitMs ?? PRINTIFY_MAX_WAIT_MS
  const redact = (text: string) => (options.token ? text.split(options.token).join('[redacted]') : text)

  async function request(
    path: string,
    init: { method?: string; body?: unknown; once?: boolean } = {},
  ): Promise<{ status: number; body: unknown }> {
    // A request that must not be repeated blindly (creating a product) is tried once.
    const retries = init.once ? 0 : maxRetries
    for (let attempt = 0; ; attempt++) {
      let res: Response
      try {
        await options.beforeRequest?.()
        res = await fetch(`${base}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: 'application/json',
            'user-agent': 'RDO-Shop',
            ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (err) {
        const e = err as { name?: string; message?: string; cause?: { message?: string } }
        if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
          throw new PrintifyRequestError(`Printify did not answer within ${timeoutMs} ms (${path})`)
        }
        if (attempt >= retries) {
          const reason = redact(e?.cause?.message ?? e?.message ?? 'network error')
          throw new PrintifyRequestError(`Printify could not be reached (${path}): ${reason}`)
        }
        await wait(path, null, attempt, null)
        continue
      }
      if (res.status === 401 || res.status === 403) {
        await res.body?.cancel()
        throw new PrintifyAuthError(res.status)
      }
      if (retryable(res.status) && attempt < retries) {
        await res.body?.cancel()
        await wait(path, res.status, attempt, retryAfterMs(res.headers.get('retry-after')))
        continue
      }
      let body: unknown = null
      try {
        body = await res.json()
      } catch {
        if (res.ok) throw new PrintifyRequestError(`Printify answered ${path} with no JSON`, res.status)
      }
      return { status: res.status, body }
    }
  }

  async function wait(path: string, status: number | null, attempt: number, asked: number | null) {
    // Doubling waits, the same for every client: a retry's timing is predictable in logs and tests.
    const backoff = backoffMs * 2 ** attempt
    const waitMs = Math.min(maxWaitMs, asked ?? backoff)
    options.onRetry?.({ path, status, waitMs, attempt: attempt + 1 })
    await sleep(waitMs)
  }

  async function get<T extends z.ZodType>(
    path: string,
    schema: T,
    init?: { method?: string; body?: unknown; once?: boolean },
  ): Promise<z.infer<T>> {
    const { status, body } = await request(path, init)
    if (status < 200 || status >= 300) {
      const reason = printifyReason(body)
      throw new PrintifyRequestError(
        `Printify answered ${init?.method ?? 'GET'} ${path} with HTTP ${status}${reason ? `: ${reason}` : ''}`,
        status,
        reason,
      )
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success)
      throw new PrintifyRequestError(`Printify's answer to ${path} is not the documented shape`)
    return parsed.data
  }

  return {
    /** GET /shops.json */
    listShops: () => get('/shops.json', printifyShops),

    /** GET /shops/{shop_id}/products.json?page&limit — each product checked on its own. */
    async listProducts(shopId: number, page: number, limit: number) {
      const res = await get(
        `/shops/${shopId}/products.json?page=${page}&limit=${limit}`,
        printifyProductsPage,
      )
      return {
        page: res.current_page,
        lastPage: res.last_page,
        total: res.total,
        products: res.data.map(readProduct),
      }
    },

    /** GET /shops/{shop_id}/products/{product_id}.json — null when the shop has no such product. */
    async getProduct(shopId: number, productId: string): Promise<ProductResult | null> {
      const path = `/shops/${shopId}/products/${encodeURIComponent(productId)}.json`
      const { status, body } = await request(path)
      if (status === 404) return null
      if (status < 200 || status >= 300) {
        throw new PrintifyRequestError(`Printify answered ${path} with HTTP ${status}`, status)
      }
      return readProduct(body)
    },

    /** GET /catalog/blueprints.json, …/print_providers.json, …/variants.json */
    listBlueprints: () => get('/catalog/blueprints.json', printifyBlueprints),
    listProviders: (blueprintId: number) =>
      get(`/catalog/blueprints/${blueprintId}/print_providers.json`, printifyProviders),
    listVariants: (blueprintId: number, providerId: number) =>
      get(
        `/catalog/blueprints/${blueprintId}/print_providers/${providerId}/variants.json`,
        printifyCatalogVariants,
      ),

    /** POST /uploads/images.json with the image's bytes (base64) — the upload's id. */
    uploadImage: (fileName: string, bytes: Buffer) =>
      get('/uploads/images.json', printifyUpload, {
        method: 'POST',
        body: { file_name: fileName, contents: bytes.toString('base64') },
      }),

    /** POST /shops/{shop_id}/products.json, tried once: a repeat could make a second product. */
    createProduct: (shopId: number, product: PrintifyProductInput) =>
      get(`/shops/${shopId}/products.json`, printifyCreated, { method: 'POST', body: product, once: true }),

    /** POST …/publish.json then …/publishing_succeeded.json (the shop is the sales channel). */
    async publishProduct(shopId: number, productId: string, external: { id: string; handle: string }) {
      const base = `/shops/${shopId}/products/${encodeURIComponent(productId)}`
      const all = { title: true, description: true, images: true, variants: true, tags: true }
      await get(`${base}/publish.json`, z.unknown(), { method: 'POST', body: all })
      await get(`${base}/publishing_succeeded.json`, z.unknown(), { method: 'POST', body: { external } })
    },

    /** POST /shops/{shop_id}/orders.json — the new order's id. */
    createOrder: (shopId: number, order: PrintifyOrderInput) =>
      get(`/shops/${shopId}/orders.json`, printifyCreated, { method: 'POST', body: order }),

    /** POST /shops/{shop_id}/orders/{order_id}/send_to_production.json */
    sendToProduction: (shopId: number, orderId: string) =>
      get(`/shops/${shopId}/orders/${encodeURIComponent(orderId)}/send_to_production.json`, z.unknown(), {
        method: 'POST',
        body: {},
      }),

    /** GET /shops/{shop_id}/orders.json?page&limit — newest first. */
    listOrders: (shopId: number, page: number, limit: number) =>
      get(`/shops/${shopId}/orders.json?page=${page}&limit=${limit}`, printifyOrdersPage),

    /** GET /shops/{shop_id}/webhooks.json */
    listWebhooks: (shopId: number) => get(`/shops/${shopId}/webhooks.json`, z.array(printifyWebhook)),

    /** POST /shops/{shop_id}/webhooks.json */
    createWebhook: (shopId: number, hook: { topic: string; url: string; secret: string }) =>
      get(`/shops/${shopId}/webhooks.json`, printifyWebhook, { method: 'POST', body: hook }),

    /** DELETE /shops/{shop_id}/webhooks/{webhook_id}.json */
    deleteWebhook: (shopId: number, webhookId: string) =>
      get(`/shops/${shopId}/webhooks/${encodeURIComponent(webhookId)}.json`, z.unknown(), {
        method: 'DELETE',
      }),
  }
}

export type PrintifyClient = ReturnType<typeof createPrintifyClient>
