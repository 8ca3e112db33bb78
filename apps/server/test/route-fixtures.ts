import crypto from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import type { RouteRecord } from '../src/lib/access.ts'
import { describeAccess } from '../src/lib/access.ts'
import type { TestApp, TestUser } from './helper.ts'
import { orderBody, US_ADDRESS } from './orders.ts'
import { createProduct } from './products.ts'

/** Routes whose successful answer is an endless stream: only refusals are checked on them. */
export const STREAMING = new Set(['GET /api/events', 'GET /api/community-designs/:id/events'])

/** The routes the generated tests call: every registered route except HEAD twins. */
export function routesOf(t: TestApp): RouteRecord[] {
  return t.app.routeRecords.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
}

export const key = (r: Pick<RouteRecord, 'method' | 'url'>) => `${r.method} ${r.url}`

/**
 * Rows that customer A owns, one per owner kind, made through the API as a customer would.
 * A new owner kind without an entry here fails the generated tests with its name.
 */
const OWNED_ROW_MAKERS: Record<string, (t: TestApp, a: TestUser, productId: string) => Promise<string>> = {
  order: async (t, a, productId) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/orders',
      cookie: a.cookie,
      payload: orderBody(productId),
    })
    if (res.statusCode !== 201) throw new Error(`order fixture: ${res.statusCode} ${res.body}`)
    return res.json().order.id
  },
  address: async (t, a) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/addresses',
      cookie: a.cookie,
      payload: { address: US_ADDRESS },
    })
    if (res.statusCode !== 201) throw new Error(`address fixture: ${res.statusCode} ${res.body}`)
    return res.json().id
  },
  ticket: async (t, a) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/support/tickets',
      cookie: a.cookie,
      payload: { subject: 'Sizing', message: 'Does the hoodie run small?' },
    })
    if (res.statusCode !== 201) throw new Error(`ticket fixture: ${res.statusCode} ${res.body}`)
    return res.json().id
  },
}

export type World = {
  visitor: { cookie: string }
  a: TestUser
  b: TestUser
  admin: TestUser
  product: { id: string; slug: string }
  /** owner kind → id of customer A's row */
  owned: Record<string, string>
}

/** Two customers, an admin, a product, and one row of each owner kind belonging to customer A. */
export async function buildWorld(t: TestApp): Promise<World> {
  const { product } = await createProduct(t.db, { sizes: { S: 50, M: 50, L: 50 } })
  const a = await t.createUser({ name: 'Customer A' })
  const b = await t.createUser({ name: 'Customer B' })
  const admin = await t.createUser({ role: 'admin', name: 'Admin' })
  const owned: Record<string, string> = {}
  const kinds = new Set(routesOf(t).flatMap((r) => (typeof r.access === 'object' ? [r.access.owner] : [])))
  for (const kind of kinds) {
    const make = OWNED_ROW_MAKERS[kind]
    if (!make) throw new Error(`No fixture makes a '${kind}' row: add one to OWNED_ROW_MAKERS`)
    owned[kind] = await make(t, a, product.id)
  }
  return { visitor: { cookie: '' }, a, b, admin, product: { id: product.id, slug: product.slug }, owned }
}

/** Fills a route's path parameters: A's row for the owner parameter, plausible values elsewhere. */
export function fillPath(r: RouteRecord, w: World, overrides: Record<string, string> = {}): string {
  const ownerParam = typeof r.access === 'object' ? r.access.param : undefined
  return r.url
    .replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
      if (name in overrides) return encodeURIComponent(overrides[name]!)
      if (name === ownerParam) return w.owned[(r.access as { owner: string }).owner]!
      if (name === 'slug') return w.product.slug
      if (name === 'productId') return w.product.id
      if (name === 'username') return 'nobody_here'
      if (name === 'bucket') return 'avatars'
      if (name === 'key') return 'logo'
      return crypto.randomUUID()
    })
    .replace(/\*$/, overrides['*'] ?? 'session')
}

export const isErrorShape = (res: LightMyRequestResponse) => {
  try {
    const body = res.json() as { error?: { code?: unknown; message?: unknown } }
    return typeof body.error?.code === 'string' && typeof body.error?.message === 'string'
  } catch {
    return false
  }
}

/** Answers that are not JSON by design (pages, files, the API docs, the newsletter's emailed links). */
export const NON_JSON = (url: string) =>
  !url.startsWith('/api/') ||
  url.startsWith('/api/docs') ||
  url === '/api/newsletter/unsubscribe' ||
  url === '/api/newsletter/confirm'

export { describeAccess }

/**
 * A server error. 503 in the error shape is the one deliberate 5xx: a feature this deployment has not
 * configured (Stripe webhooks without a secret) says so; it is counted apart and must stay that way.
 */
export function isServerError(res: LightMyRequestResponse) {
  return res.statusCode >= 500 && !(res.statusCode === 503 && isErrorShape(res))
}
