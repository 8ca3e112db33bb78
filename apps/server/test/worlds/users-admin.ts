import crypto from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll } from 'vitest'
import type { AuditListResponse } from '@rdo/contracts'
import { orders } from '../../src/db/schema/orders.ts'
import { createLogger } from '../../src/logger.ts'
import { createTestApp, type TestApp, type TestUser } from '../helper.ts'

// The shop the admin users API tests share: an admin and a customer on an app whose log lines are kept,
// with the requests they make. Each test file that calls `useUsersAdminWorld()` gets its own app.

export let t: TestApp
export let admin: TestUser
export let customer: TestUser
export const logLines: string[] = []
/** Sets up the shared shop before the file's tests and closes it after them. */
export function useUsersAdminWorld() {
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        logLines.push(String(chunk))
        done()
      },
    })
    t = await createTestApp({ logger: createLogger({ LOG_LEVEL: 'info' }, sink) })
    admin = await t.createUser({ role: 'admin', name: 'Head Admin' })
    customer = await t.createUser({ name: 'Casey Customer' })
  })
  afterAll(async () => t?.close())
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
export const call = (method: Method, url: string, cookie = admin.cookie, payload?: object) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) })
export const json = async <T>(method: Method, url: string, cookie = admin.cookie, payload?: object) => {
  const res = await call(method, url, cookie, payload)
  return { status: res.statusCode, body: res.json() as T }
}
export const tag = () => crypto.randomBytes(4).toString('hex')

/** Applies Set-Cookie headers to a Cookie header, as a browser would (an emptied or expired cookie goes). */
export function applyCookies(cookie: string, setCookie: string | string[] | undefined) {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)] as const),
  )
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const [pair] = line.split(';')
    const name = pair!.slice(0, pair!.indexOf('='))
    const value = pair!.slice(pair!.indexOf('=') + 1)
    if (!value || /max-age=0/i.test(line)) jar.delete(name)
    else jar.set(name, value)
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}

export const sessionOf = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/session', cookie })).json() as {
    user: { id: string; email: string; role: string } | null
    impersonated_by: { id: string; email: string } | null
  }

export const auditFor = async (entityId: string, action?: string) =>
  (
    await json<AuditListResponse>(
      'GET',
      `/api/admin/audit?entity_id=${entityId}${action ? `&action=${action}` : ''}&per_page=100`,
    )
  ).body

let orderSeq = 0
export async function insertOrder(
  userId: string,
  o: { status: (typeof orders.$inferInsert)['status']; paid?: boolean; total: number },
) {
  const [row] = await t.db
    .insert(orders)
    .values({
      userId,
      status: o.status,
      paymentStatus: o.paid ? 'paid' : 'unpaid',
      subtotalCents: o.total,
      totalCents: o.total,
      shippingAddress: {
        name: 'Ada',
        address: '1 Market St',
        address2: '',
        city: 'SF',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
      createdAt: new Date(Date.now() - 60_000 + orderSeq++ * 1000),
    })
    .returning()
  return row!
}
