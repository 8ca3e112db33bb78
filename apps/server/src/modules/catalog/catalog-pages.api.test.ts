import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { productDetailSchema } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { webDist, webServerEntry } from '../../plugins/spa.ts'
import { createProduct } from '../../../test/products.ts'
import { hoodie, t, useCatalogWorld } from './catalog.fixtures.ts'
import { invalidateCatalog } from './catalog.service.ts'

useCatalogWorld()

const webBuilt = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-state">/.exec(html)?.[1]
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)![1]!) as {
    queries: { queryKey: unknown[]; state: { data: unknown } }[]
  }

describe.skipIf(!webBuilt)('server-rendered pages', () => {
  let web: Awaited<ReturnType<typeof buildApp>>
  beforeAll(async () => {
    web = await buildApp(t.ctx, { serveWeb: true })
  })
  afterAll(async () => {
    await web.close()
  })

  it('a product page arrives with its title, OpenGraph card, content and query data', async () => {
    const res = await web.inject({ method: 'GET', url: `/products/${hoodie.product.slug}` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Bull Run Hoodie | RDO Shop</title>')
    expect(res.body).toContain(
      '<meta property="og:image" content="http://localhost:3000/files/products/black.webp">',
    )
    expect(res.body).toContain('<meta name="description" content="A soft cotton tee for traders.">')
    const root = rootOf(res.body)!
    expect(root).toContain('<h1')
    expect(root).toContain('Bull Run Hoodie')
    expect(root).toContain('Add to Cart')
    const detail = stateOf(res.body).queries.find((q) => q.queryKey[1] === 'detail')!
    expect(productDetailSchema.parse(detail.state.data).id).toBe(hoodie.product.id)
    // Private: a visitor with a session gets another page for the URL (plugins/spa.ts).
    expect(res.headers['cache-control']).toBe('private, no-cache')
    // Pages get the document policy: scripts from this site and the index.html inline scripts by hash.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    expect(String(res.headers.vary)).toContain('cookie')
  })

  it('a public profile renders in the browser, with the title and card its route makes', async () => {
    const carol = await t.createUser({ name: 'Carol Card' })
    const res = await web.inject({ method: 'GET', url: `/user/id/${carol.id}` })
    expect(res.body).toContain('<title>Carol Card | RDO Shop</title>')
    expect(res.body).toContain(
      '<meta property="og:description" content="Carol Card on RDO Shop: 0 community designs.">',
    )
    expect(res.body).toContain('<div id="root"></div>')
    expect(res.body).not.toContain('id="server-state"')
    const nobody = await web.inject({ method: 'GET', url: '/user/nobody-here' })
    expect(nobody.body).toContain('<title>User Not Found | RDO Shop</title>')
    // A page with neither server rendering nor a card of its own keeps the shop's title.
    const cart = await web.inject({ method: 'GET', url: '/cart' })
    expect(cart.body).not.toContain('og:title')
    expect(cart.body).toContain('<div id="root"></div>')
  })

  it('a missing product answers 404 with its not-found page rendered', async () => {
    const missing = await web.inject({ method: 'GET', url: '/products/nothing-here' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('<title>Product not found | RDO Shop</title>')
    expect(rootOf(missing.body)).toContain('Product not found')
  })

  it('the product list renders the search from the URL', async () => {
    const res = await web.inject({ method: 'GET', url: '/products?q=hoodie' })
    const root = rootOf(res.body)!
    expect(root).toContain('Our Collection')
    expect(root).toContain('Bull Run Hoodie')
    expect(root).not.toContain('Degen Cap')
    const list = stateOf(res.body).queries.find((q) => q.queryKey[1] === 'list')!
    expect(list.queryKey[2]).toEqual({ q: 'hoodie', category: '' })
  })

  it("renders no visitor's session into a shared page: the browser fills it in", async () => {
    const alice = await t.createUser({ name: 'Alice Render' })
    const signedIn = await web.inject({ method: 'GET', url: '/', headers: { cookie: alice.cookie } })
    expect(stateOf(signedIn.body).queries.find((q) => q.queryKey[0] === 'session')).toBeUndefined()
    expect(signedIn.body).not.toContain(alice.email)
    expect(rootOf(signedIn.body)).not.toContain('>Login<')
    const anonymous = await web.inject({ method: 'GET', url: '/' })
    expect(anonymous.body).not.toContain(alice.email)
    expect(
      stateOf(anonymous.body).queries.find((q) => q.queryKey[0] === 'session')!.state.data,
    ).toMatchObject({
      user: null,
    })
  })

  it('is compressed when the browser accepts it, and private pages stay client-rendered', async () => {
    const br = await web.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('id="server-state"')
    const cart = await web.inject({ method: 'GET', url: '/cart' })
    expect(cart.body).toContain('<div id="root"></div>')
    expect((await web.inject({ method: 'GET', url: '/assets/missing-file.js' })).statusCode).toBe(404)
  })

  it('shares a page among visitors without a session until the catalogue changes', async () => {
    const first = await web.inject({ method: 'GET', url: '/products?q=probe' })
    expect(rootOf(first.body)).not.toContain('Page Cache Probe Tee')
    expect(t.ctx.caches.pages.has('/products?q=probe')).toBe(true)
    expect((await web.inject({ method: 'GET', url: '/products?q=probe' })).body).toBe(first.body)
    await createProduct(t.db, { name: 'Page Cache Probe Tee' })
    // The database announces the change and the shared page is dropped.
    await expect.poll(() => t.ctx.caches.pages.has('/products?q=probe'), { timeout: 1000 }).toBe(false)
    // The signed-in visitors' page was dropped with it.
    const bob = await t.createUser()
    const own = await web.inject({ method: 'GET', url: '/products?q=probe', headers: { cookie: bob.cookie } })
    expect(rootOf(own.body)).toContain('Page Cache Probe Tee')
    const fresh = await web.inject({ method: 'GET', url: '/products?q=probe' })
    expect(rootOf(fresh.body)).toContain('Page Cache Probe Tee')
  })

  it('page text cannot break out of the state script or the markup', async () => {
    await createProduct(t.db, {
      name: 'Tag </script><script>alert(1)</script> $& Tee',
      category: 'T-Shirts',
    })
    invalidateCatalog(t.ctx)
    const res = await web.inject({ method: 'GET', url: '/products?q=alert' })
    expect(res.body).not.toContain('<script>alert(1)</script>')
    expect(rootOf(res.body)).toContain('Tag &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; Tee')
  })
})
