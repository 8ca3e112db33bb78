import {
  PRINTIFY_ERROR_CODES as CODES,
  PRINTIFY_MESSAGES as M,
  type PrintifyProductRow,
} from '@rdo/contracts'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/helper.ts'
import { startPrintifyWorld, stopPrintifyWorld, type PrintifyWorld } from '../../../test/fixtures/printify.ts'

let w: PrintifyWorld
beforeAll(async () => {
  w = await startPrintifyWorld()
})
afterAll(async () => stopPrintifyWorld(w))
beforeEach(() => w.standIn.reset())

const get = (url: string, cookie = w.admin.cookie) => w.t.request({ method: 'GET', url, cookie })

describe('Printify shops and products in the back office', () => {
  it('lists the connected shops with the token sent as a bearer', async () => {
    const res = await get('/api/admin/printify/shops')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      configured: true,
      shops: [{ id: 1001, title: 'RDO Print Shop', sales_channel: 'custom_integration' }],
    })
    expect(w.standIn.calls).toEqual([
      { method: 'GET', path: '/v1/shops.json', authorized: true, status: 200 },
    ])
  })

  it('pages through the provider’s own pages, marking products already imported', async () => {
    const all = w.standIn.useSampleProducts(23)
    const first = await get('/api/admin/printify/shops/1001/products')
    expect(first.statusCode, first.body).toBe(200)
    const body = first.json()
    expect(body).toMatchObject({ page: 1, last_page: 2, total: 23 })
    expect(body.items).toHaveLength(20)
    const row = body.items[0] as PrintifyProductRow
    expect(row).toEqual({
      id: all[0]!.id,
      title: 'Stand-in Tee 1',
      description: expect.stringContaining('Soft cotton tee number 1.'),
      visible: true,
      variant_count: 8,
      enabled_variant_count: 7,
      price_cents: 2600,
      image_url: expect.stringMatching(/\/images\/.+-front\.png$/),
      imported_product_id: null,
    })
    expect(body.items[2].visible).toBe(false)
    const second = await get('/api/admin/printify/shops/1001/products?page=2')
    expect(second.json()).toMatchObject({ page: 2, last_page: 2, total: 23 })
    expect(second.json().items.map((p: PrintifyProductRow) => p.title)).toEqual([
      'Stand-in Tee 21',
      'Stand-in Tee 22',
      'Stand-in Tee 23',
    ])
    expect(w.standIn.calls.map((c) => c.path)).toEqual([
      '/v1/shops/1001/products.json?page=1&limit=20',
      '/v1/shops/1001/products.json?page=2&limit=20',
    ])
  })

  it('lists a malformed product by its id and title without failing the page', async () => {
    w.standIn.useSampleProducts(2, { malformed: true })
    const res = await get('/api/admin/printify/shops/1001/products')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().items.map((p: PrintifyProductRow) => [p.title, p.variant_count])).toEqual([
      ['Stand-in Tee 1', 8],
      ['Broken Product 1', 0],
      ['Stand-in Tee 2', 8],
    ])
  })

  it('retries a 429 after its Retry-After and succeeds', async () => {
    w.standIn.setMode('rate-limit-once')
    const started = Date.now()
    const res = await get('/api/admin/printify/shops')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().shops).toHaveLength(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(w.standIn.calls.map((c) => c.status)).toEqual([429, 200])
  })

  it('answers the key message when Printify refuses the token, on shops and products', async () => {
    w.standIn.setMode('unauthorized')
    for (const url of ['/api/admin/printify/shops', '/api/admin/printify/shops/1001/products']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(502)
      expect(res.json()).toEqual({ error: { code: CODES.keyRejected, message: M.keyRejected } })
    }
    // A refused token is not retried.
    expect(w.standIn.calls).toHaveLength(2)
  })

  it('refuses customers and visitors', async () => {
    for (const url of [
      '/api/admin/printify/shops',
      '/api/admin/printify/shops/1001/products',
      '/api/admin/printify/products',
    ]) {
      expect((await get(url, w.customer.cookie)).statusCode).toBe(403)
      expect((await get(url, '')).statusCode).toBe(401)
    }
    const queued = await w.t.request({
      method: 'POST',
      url: '/api/admin/printify/imports',
      cookie: w.customer.cookie,
      payload: { shop_id: 1001, product_ids: ['x'] },
    })
    expect(queued.statusCode).toBe(403)
    expect(w.standIn.calls).toEqual([])
  })

  it('asks for at least one product', async () => {
    const res = await w.t.request({
      method: 'POST',
      url: '/api/admin/printify/imports',
      cookie: w.admin.cookie,
      payload: { shop_id: 1001, product_ids: [] },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(M.selectAtLeastOne)
  })
})

describe('without PRINTIFY_API_TOKEN', () => {
  it('says not configured and never shows a shop; products answer the configure-key message', async () => {
    const bare = await createTestApp()
    try {
      const admin = await bare.createUser({ role: 'admin' })
      const shops = await bare.request({
        method: 'GET',
        url: '/api/admin/printify/shops',
        cookie: admin.cookie,
      })
      expect(shops.json()).toEqual({ configured: false, shops: [] })
      const products = await bare.request({
        method: 'GET',
        url: '/api/admin/printify/shops/1001/products',
        cookie: admin.cookie,
      })
      expect(products.statusCode).toBe(503)
      expect(products.json()).toEqual({ error: { code: CODES.notConfigured, message: M.notConfigured } })
    } finally {
      await bare.close()
    }
  })
})

describe('the token stays on the server', () => {
  it('appears in no answer and no log line, even when Printify fails', async () => {
    const lines: string[] = []
    const logger = pino({ level: 'debug' }, { write: (l: string) => void lines.push(l) })
    const secret = 'pfy-secret-token-0123456789'
    const app = await createTestApp({
      logger,
      env: { PRINTIFY_BASE_URL: w.standIn.url, PRINTIFY_API_TOKEN: secret },
    })
    try {
      const admin = await app.createUser({ role: 'admin' })
      w.standIn.setMode('rate-limit-once')
      const answers = [
        await app.request({ method: 'GET', url: '/api/admin/printify/shops', cookie: admin.cookie }),
        await app.request({
          method: 'GET',
          url: '/api/admin/printify/shops/1001/products',
          cookie: admin.cookie,
        }),
      ]
      // The stand-in accepts only its own token: this one is refused (401) after the retried 429.
      expect(answers.map((a) => a.statusCode)).toEqual([502, 502])
      expect(lines.some((l) => l.includes('Printify request retried'))).toBe(true)
      for (const text of [...answers.map((a) => a.body), ...lines]) expect(text).not.toContain(secret)
    } finally {
      await app.close()
    }
  })
})
