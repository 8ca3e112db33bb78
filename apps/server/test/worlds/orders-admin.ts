import type { AdminOrderListResponse } from '@rdo/contracts'
import { afterAll, beforeAll, expect } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../helper.ts'
import { orderBody } from '../orders.ts'
import { createProduct } from '../products.ts'

// The shop the admin orders API tests share: an admin, a customer and a product in two sizes, with the
// requests they make. Each test file that calls `useOrdersAdminWorld()` gets its own app and database.

export let t: TestApp
export let admin: TestUser
export let customer: TestUser
export let product: { id: string }
export let sizeM: string

/** Sets up the shared shop before the file's tests and closes it after them. */
export function useOrdersAdminWorld() {
  beforeAll(async () => {
    t = await createTestApp({ payments: { simulationDelayMs: 0 } })
    admin = await t.createUser({ role: 'admin', email: 'boss@example.com' })
    customer = await t.createUser({ email: 'ada.buyer@example.com', name: 'Ada Buyer' })
    const made = await createProduct(t.db, { name: 'Stake Tee', priceCents: 2500, sizes: { M: 10, L: 10 } })
    product = made.product
    sizeM = made.variants.find((v) => v.size === 'M')!.id
  })
  afterAll(async () => t?.close())
}

export const get = (url: string, cookie = admin.cookie) => t.request({ method: 'GET', url, cookie })
export const setStatus = (id: string, status: string, note?: string, cookie = admin.cookie) =>
  t.request({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    cookie,
    payload: note === undefined ? { status } : { status, note },
  })
export const list = async (query: string) => {
  const res = await get(`/api/admin/orders?${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as AdminOrderListResponse
}
/** A real order through the shop (stock reserved), paid with the simulation unless `pay` is false. */
export async function shopOrder(buyer: TestUser, { quantity = 1, pay = true } = {}) {
  const placed = await t.request({
    method: 'POST',
    url: '/api/orders',
    cookie: buyer.cookie,
    payload: orderBody(product.id, { quantity }),
  })
  expect(placed.statusCode).toBe(201)
  const id = placed.json().order.id as string
  if (pay) {
    const paid = await t.request({ method: 'POST', url: `/api/orders/${id}/pay`, cookie: buyer.cookie })
    expect(paid.statusCode).toBe(200)
  }
  return id
}
