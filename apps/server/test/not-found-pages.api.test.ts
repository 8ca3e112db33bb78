import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { makeDesign, makePerson } from './fixtures/community.ts'
import { webDist, webServerEntry } from '../src/plugins/spa.ts'
import { createTestApp, type TestApp, type TestUser } from './helper.ts'
import { createProduct } from './products.ts'

/** Server-rendered pages whose product, design or partner store does not exist: 404, with the page's message. */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-state">/.exec(html)?.[1]
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

describe.skipIf(!webBuilt)('pages of things that do not exist', () => {
  let t: TestApp
  let web: Awaited<ReturnType<typeof buildApp>>
  let alice: TestUser
  const get = (url: string, who?: TestUser) =>
    web.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} })

  beforeAll(async () => {
    t = await createTestApp()
    alice = await t.createUser({ name: 'Alice Notfound' })
    web = await buildApp(t.ctx, { serveWeb: true })
  })
  afterAll(async () => {
    await web?.close()
    await t?.close()
  })

  const cases = [
    { url: '/products/no-such-product', title: 'Product not found', text: 'Back to products' },
    { url: `/community-designs/${MISSING_ID}`, title: 'Design not found', text: 'Back to community designs' },
    { url: '/community-designs/not-a-design', title: 'Design not found', text: 'Back to community designs' },
    { url: `/partners/${MISSING_ID}`, title: 'Partner Store Not Found', text: 'Back to the partner program' },
    { url: '/partners/not-a-store', title: 'Partner Store Not Found', text: 'Back to the partner program' },
  ]

  it('answer 404 with the message the page shows, rendered, for visitors with and without a session', async () => {
    for (const { url, title, text } of cases) {
      for (const who of [undefined, alice]) {
        const res = await get(url, who)
        const label = `${url} ${who ? 'signed in' : 'signed out'}`
        expect(res.statusCode, label).toBe(404)
        expect(res.headers['content-type'], label).toMatch(/^text\/html/)
        expect(res.headers.etag, label).toBeUndefined()
        expect(res.body, label).toContain(`<title>${title} | RDO Shop</title>`)
        const root = rootOf(res.body)
        expect(root, label).toContain(`>${title}</h1>`)
        expect(root, label).toContain(text)
        // The browser hydrates the same state: "not found" is the page's data, not an error.
        expect(res.body, label).toMatch(/"state":\{"data":null,/)
      }
    }
  })

  it('a repeated request (from the page cache) is a 404 too, even with a matching If-None-Match', async () => {
    const first = await get('/products/still-missing')
    const again = await web.inject({
      method: 'GET',
      url: '/products/still-missing',
      headers: { 'if-none-match': '*', 'accept-encoding': 'br' },
    })
    expect(first.statusCode).toBe(404)
    expect(again.statusCode).toBe(404)
    expect(again.headers['content-encoding']).toBe('br')
  })

  it('pages of things that exist still answer 200', async () => {
    const { product } = await createProduct(t.db, { name: 'Found Hoodie', category: 'Hoodies' })
    const author = await makePerson(t, { username: 'finder' })
    const id = await makeDesign(t, { createdBy: author, status: 'approved', title: 'Found Design' })
    for (const [url, text] of [
      [`/products/${product.slug}`, 'Found Hoodie'],
      [`/community-designs/${id}`, 'Found Design'],
    ] as const) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers.etag, url).toBeDefined()
      expect(rootOf(res.body), url).toContain(text)
    }
  })
})
