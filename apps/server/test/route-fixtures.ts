import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { partnerEmbeds, partnerProjects } from '../src/db/schema/partners.ts'
import { multipartFile } from './fixtures/partners.ts'
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
type RowMaker = (
  t: TestApp,
  a: TestUser,
  productId: string,
  /** Other path parameters the row's routes name (e.g. `embedId`), filled by the maker. */
  params: Record<string, string>,
) => Promise<string>

const OWNED_ROW_MAKERS: Record<string, RowMaker> = {
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
  partnerProject: async (t, a, _productId, params) => {
    const project = await makePartnerProjectOf(t, a)
    params.embedId = project.embedId
    return project.id
  },
}

/**
 * An approved partner project of A's, made as A would: a logo upload and an application (which adds the
 * default embed), approved in the database (the back office's own tests cover approval), then a design
 * image upload and a design submission.
 */
async function makePartnerProjectOf(t: TestApp, a: TestUser) {
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#9945ff' } })
    .png()
    .toBuffer()
  const upload = async (url: string) => {
    const res = await t.request({
      method: 'POST',
      url,
      cookie: a.cookie,
      ...multipartFile('art.png', 'image/png', image),
    })
    if (res.statusCode !== 200) throw new Error(`partner upload fixture: ${res.statusCode} ${res.body}`)
    return res.json() as { logo_url?: string; image_url?: string }
  }
  const { logo_url } = await upload('/api/partner-projects/logo')
  const applied = await t.request({
    method: 'POST',
    url: '/api/partner-projects',
    cookie: a.cookie,
    payload: {
      name: 'Fixture Frogs',
      token_symbol: 'FIX',
      website_url: 'https://fixture.example',
      logo_url,
      description: 'A project for the generated route tests.',
      contact_name: 'Customer A',
      contact_email: a.email,
      wallet_address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
      terms_accepted: true,
    },
  })
  if (applied.statusCode !== 201)
    throw new Error(`partner project fixture: ${applied.statusCode} ${applied.body}`)
  const id: string = applied.json().project.id
  await t.db
    .update(partnerProjects)
    .set({ status: 'approved', reviewedAt: new Date() })
    .where(eq(partnerProjects.id, id))
  const { image_url } = await upload('/api/partner-designs/images')
  const design = await t.request({
    method: 'POST',
    url: '/api/partner-designs',
    cookie: a.cookie,
    payload: { partner_id: id, image_url, title: 'Fixture Design', terms_accepted: true },
  })
  if (design.statusCode !== 201)
    throw new Error(`partner design fixture: ${design.statusCode} ${design.body}`)
  const [embed] = await t.db.select().from(partnerEmbeds).where(eq(partnerEmbeds.partnerId, id))
  return { id, embedId: embed!.id }
}

export type World = {
  visitor: { cookie: string }
  a: TestUser
  b: TestUser
  admin: TestUser
  product: { id: string; slug: string }
  /** owner kind → id of customer A's row */
  owned: Record<string, string>
  /** Other path parameters of A's rows' routes (e.g. `embedId` of A's partner project). */
  params: Record<string, string>
}

/** Two customers, an admin, a product, and one row of each owner kind belonging to customer A. */
export async function buildWorld(t: TestApp): Promise<World> {
  const { product } = await createProduct(t.db, { sizes: { S: 50, M: 50, L: 50 } })
  const a = await t.createUser({ name: 'Customer A' })
  const b = await t.createUser({ name: 'Customer B' })
  const admin = await t.createUser({ role: 'admin', name: 'Admin' })
  const owned: Record<string, string> = {}
  const params: Record<string, string> = {}
  const kinds = new Set(routesOf(t).flatMap((r) => (typeof r.access === 'object' ? [r.access.owner] : [])))
  for (const kind of kinds) {
    const make = OWNED_ROW_MAKERS[kind]
    if (!make) throw new Error(`No fixture makes a '${kind}' row: add one to OWNED_ROW_MAKERS`)
    owned[kind] = await make(t, a, product.id, params)
  }
  return {
    visitor: { cookie: '' },
    a,
    b,
    admin,
    product: { id: product.id, slug: product.slug },
    owned,
    params,
  }
}

/** Fills a route's path parameters: A's row for the owner parameter, plausible values elsewhere. */
export function fillPath(r: RouteRecord, w: World, overrides: Record<string, string> = {}): string {
  const ownerParam = typeof r.access === 'object' ? r.access.param : undefined
  return r.url
    .replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
      if (name in overrides) return encodeURIComponent(overrides[name]!)
      if (name === ownerParam) return w.owned[(r.access as { owner: string }).owner]!
      if (name in w.params) return w.params[name]!
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
