import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { makeDesign, makePerson } from './fixtures/community.ts'
import { webDist, webServerEntry } from '../src/plugins/spa.ts'
import { createTestApp, type TestApp, type TestUser } from './helper.ts'
import { createProduct } from './products.ts'

/** Pages for visitors with a session: shared when the page's data is the same for everyone. */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="server-state">/.exec(html)?.[1]
type State = { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)![1]!) as State
const sessionOf = (html: string) => stateOf(html).queries.find((q) => q.queryKey[0] === 'session')
const memberKey = (url: string) => `member\u0000${url}`

describe.skipIf(!webBuilt)('pages for signed-in visitors', () => {
  let t: TestApp
  let web: Awaited<ReturnType<typeof buildApp>>
  let alice: TestUser
  let bob: TestUser
  let productUrl: string
  const names = { alice: 'Alice Sharedpage', bob: 'Bob Sharedpage' }
  const get = (url: string, who?: TestUser) =>
    web.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} })
  const expectNobodyIn = (html: string) => {
    for (const text of [alice.email, bob.email, names.alice, names.bob]) expect(html).not.toContain(text)
    expect(sessionOf(html)).toBeUndefined()
  }

  beforeAll(async () => {
    t = await createTestApp()
    const { product } = await createProduct(t.db, { name: 'Shared Page Hoodie', category: 'Hoodies' })
    productUrl = `/products/${product.slug}`
    alice = await t.createUser({ name: names.alice })
    bob = await t.createUser({ name: names.bob })
    web = await buildApp(t.ctx, { serveWeb: true })
  })
  afterAll(async () => {
    await web?.close()
    await t?.close()
  })

  it('two signed-in visitors get the same product page, with neither one in it', async () => {
    const a = await get(productUrl, alice)
    const b = await get(productUrl, bob)
    expect(a.statusCode).toBe(200)
    expect(b.body).toBe(a.body)
    expect(b.headers.etag).toBe(a.headers.etag)
    expect(t.ctx.caches.pages.has(memberKey(productUrl))).toBe(true)
    expect(a.body).toContain('<title>Shared Page Hoodie | RDO Shop</title>')
    const root = rootOf(a.body)!
    expect(root).toContain('Shared Page Hoodie')
    expect(root).toContain('Add to Cart')
    expectNobodyIn(a.body)
    // The top bar keeps the session's slot: no Login button, the browser fills in the visitor after hydration.
    expect(root).not.toContain('>Login<')
    expect(stateOf(a.body).queries.some((q) => q.queryKey[1] === 'detail')).toBe(true)
    // Still the visitor's own copy as far as any cache on the way is concerned.
    expect(a.headers['cache-control']).toBe('private, no-cache')
    expect(String(a.headers.vary)).toContain('cookie')
  })

  it("every shared route is rendered without the visitor's session", async () => {
    for (const url of ['/', '/products', '/token', '/partner-program', '/shipping-info', '/contact-us']) {
      const a = await get(url, alice)
      expect(rootOf(a.body), url).toContain('<main')
      expectNobodyIn(a.body)
      expect((await get(url, bob)).body, url).toBe(a.body)
    }
  })

  it("a community design page is rendered for each visitor, with the visitor's own session", async () => {
    const author = await makePerson(t, { username: 'designer' })
    const id = await makeDesign(t, { createdBy: author, status: 'approved', title: 'Per Visitor Design' })
    const url = `/community-designs/${id}`
    const a = await get(url, alice)
    expect(rootOf(a.body)).toBeDefined()
    expect(sessionOf(a.body)!.state.data).toMatchObject({ user: { email: alice.email } })
    expect(a.body).not.toContain(bob.email)
    // Remembered as a page to render per visitor (null), never as one visitor's HTML.
    expect(t.ctx.caches.pages.has(memberKey(url))).toBe(true)
    const b = await get(url, bob)
    expect(sessionOf(b.body)!.state.data).toMatchObject({ user: { email: bob.email } })
    expect(b.body).not.toContain(alice.email)
  })

  it('a public profile keeps its own title, and private pages stay client-rendered', async () => {
    const carol = await t.createUser({ name: 'Carol Card' })
    const profile = await get(`/user/id/${carol.id}`, alice)
    expect(profile.body).toContain('<title>Carol Card | RDO Shop</title>')
    expect(profile.body).not.toContain(alice.email)
    const account = await get('/account', alice)
    expect(account.body).toContain('<div id="root"></div>')
    expect(account.body).not.toContain('id="server-state"')
    expect(account.body).not.toContain(alice.email)
  })

  it('pages for visitors without a session are unchanged, and kept apart from the signed-in one', async () => {
    const url = '/products?q=shared'
    const member = await get(url, alice)
    expect(t.ctx.caches.pages.has(memberKey(url))).toBe(true)
    expect(t.ctx.caches.pages.has(url)).toBe(false)
    const anonymous = await get(url)
    expect(anonymous.body).not.toBe(member.body)
    expect(sessionOf(anonymous.body)!.state.data).toMatchObject({ user: null })
    expect(rootOf(anonymous.body)).toContain('>Login<')
    expect(t.ctx.caches.pages.has(url)).toBe(true)
    expect((await get(url)).body).toBe(anonymous.body)
    expect((await get(url, bob)).body).toBe(member.body)
  })

  it('the signed-in page is dropped with the catalogue and shows the change', async () => {
    const url = '/products?q=memberprobe'
    expect(rootOf((await get(url, alice)).body)).not.toContain('Memberprobe Tee')
    await createProduct(t.db, { name: 'Memberprobe Tee' })
    await expect.poll(() => t.ctx.caches.pages.has(memberKey(url)), { timeout: 1000 }).toBe(false)
    expect(rootOf((await get(url, bob)).body)).toContain('Memberprobe Tee')
  })
})
