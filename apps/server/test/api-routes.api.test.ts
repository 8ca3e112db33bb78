import { API_ROUTES, apiPath } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helper.ts'
import { key, routesOf } from './route-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('the shared route list', () => {
  it('names exactly the API routes the server registers', () => {
    const served = routesOf(t)
      .map(key)
      .filter((k) => k.includes(' /api/') && !k.includes('/api/docs') && !k.includes('*'))
    expect([...served].sort()).toEqual([...API_ROUTES].sort())
  })

  it('builds request paths with encoded parameters', () => {
    expect(apiPath('/api/products/:slug', { slug: 'a b/c' })).toBe('/api/products/a%20b%2Fc')
    expect(apiPath('/api/products/:productId/reviews', { productId: 'p1' })).toBe('/api/products/p1/reviews')
    expect(apiPath('/api/products')).toBe('/api/products')
    // The type check refuses paths the server does not serve and missing parameters:
    // @ts-expect-error not a route
    expect(() => apiPath('/api/nope')).not.toThrow()
    // @ts-expect-error the slug is missing
    expect(apiPath('/api/products/:slug')).toBe('/api/products/:slug')
  })
})
