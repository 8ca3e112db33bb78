import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { listenMore } from '../src/lib/listeners.ts'
import { invalidateCatalog } from '../src/modules/catalog/catalog.service.ts'
import { webDist, webServerEntry } from '../src/plugins/spa.ts'
import { makeDesign, makePerson } from './fixtures/community.ts'
import { createTestApp, type TestApp, type TestUser } from './helper.ts'
import { hasNginx, startNginx, type Nginx } from './nginx.ts'
import { shippingQuoteBody } from './orders.ts'
import { createProduct } from './products.ts'

/**
 * The shop behind nginx with its own settings (deploy/nginx): what is the same for everyone is answered
 * by the load balancer for a second, and nothing that depends on who asks is ever kept there. CI
 * installs nginx; elsewhere the suite runs when it is installed.
 */

const webBuilt = fs.existsSync(path.join(webDist, 'index.html')) && fs.existsSync(webServerEntry)
if (process.env.CI && !hasNginx()) throw new Error('nginx is not installed (apt-get install nginx)')

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }

describe.skipIf(!webBuilt || !hasNginx())('the load balancer in front of the shop (deploy/nginx)', () => {
  let t: TestApp
  let web: Awaited<ReturnType<typeof buildApp>>
  let lb: Nginx
  let alice: TestUser
  let bob: TestUser
  let product: { id: string; slug: string }
  let held: Awaited<ReturnType<typeof listenMore>>

  /** A request through nginx, as a browser sends it; the body decoded as its Content-Encoding says. */
  const send = (
    url: string,
    {
      who,
      encoding,
      method = 'GET',
      body,
      origin = 'http://localhost:3000',
    }: { who?: TestUser; encoding?: string; method?: string; body?: unknown; origin?: string } = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        `${lb.base}${url}`,
        {
          method,
          headers: {
            origin,
            ...(who ? { cookie: who.cookie } : {}),
            ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const enc = res.headers['content-encoding']
            const plain =
              enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw
            resolve({ status: res.statusCode!, headers: res.headers, body: raw, text: plain.toString() })
          })
        },
      )
      req.on('error', reject)
      req.end(body ? JSON.stringify(body) : undefined)
    })
  const cacheOf = (a: Answer) => a.headers['x-cache']
  /** Answered from a copy: fresh, or expired a moment ago and being refreshed meanwhile. */
  const fromCopy = (a: Answer) => ['HIT', 'STALE', 'UPDATING'].includes(String(cacheOf(a)))

  beforeAll(async () => {
    t = await createTestApp()
    ;({ product } = await createProduct(t.db, { name: 'Edge Cache Hoodie', category: 'Hoodies' }))
    alice = await t.createUser({ name: 'Alice Edge' })
    bob = await t.createUser({ name: 'Bob Edge' })
    web = await buildApp(t.ctx, { serveWeb: true })
    await web.listen({ port: 0, host: '127.0.0.1' })
    const { port } = web.server.address() as { port: number }
    // A second listening socket, as LISTENERS=2 gives, for the answers the shop holds open.
    held = await listenMore(web.server, { host: '127.0.0.1', ports: [0], backlog: 511 })
    // Background refreshes in the log too.
    lb = await startNginx({ upstreams: [port], held: held.ports, workers: 1, server: 'log_subrequest on;' })
  })
  afterAll(async () => {
    await lb?.stop()
    await held?.close()
    await web?.close()
    await t?.close()
  })

  it("answers a product's data from its copy for a second, and a change reaches buyers after it", async () => {
    const url = `/api/products/${product.slug}`
    const first = await send(url)
    expect(first.status).toBe(200)
    expect(cacheOf(first)).toBe('MISS')
    const again = await send(url)
    expect(cacheOf(again)).toBe('HIT')
    expect(again.text).toBe(first.text)
    // The instruction is for the load balancer only; browsers still revalidate on every use.
    expect(again.headers['x-accel-expires']).toBeUndefined()
    expect(again.headers['cache-control']).toBe('public, no-cache')
    expect(JSON.parse(again.text)).toMatchObject({ id: product.id, name: 'Edge Cache Hoodie' })

    await t.db.execute(sql`update products set name = 'Edge Cache Hoodie II' where id = ${product.id}`)
    invalidateCatalog(t.ctx)
    const started = Date.now()
    await expect
      .poll(async () => JSON.parse((await send(url)).text).name, { timeout: 8000, interval: 100 })
      .toBe('Edge Cache Hoodie II')
    // A copy lives one to two seconds (nginx counts whole seconds), then one refresh.
    expect(Date.now() - started).toBeLessThan(4000)
  })

  it('a crowd asking at once for what is not kept yet sends the shop one request', async () => {
    await lb.takeLog()
    const url = '/api/products?q=together'
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(url)))
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]))
    expect(new Set(answers.map((a) => a.text)).size).toBe(1)
    const toShop = (await lb.takeLog()).filter(
      (l) => l.startsWith('127.0.0.1:') && l.includes(' GET /api/products '),
    )
    expect(toShop).toHaveLength(1)
  })

  it('a crowd asking for an expired copy is answered with it while one request refreshes it', async () => {
    const url = '/api/products?q=crowd'
    await lb.takeLog()
    const first = await send(url)
    expect(cacheOf(first)).toBe('MISS')
    await new Promise((r) => setTimeout(r, 2100))
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(url)))
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]))
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set([first.text]))
    expect(answers.filter((a) => cacheOf(a) === 'STALE' || cacheOf(a) === 'UPDATING').length).toBeGreaterThan(
      0,
    )
    const toShop = (await lb.takeLog()).filter(
      (l) => l.startsWith('127.0.0.1:') && l.includes(' GET /api/products '),
    )
    // The first request, then one refresh for all thirty.
    expect(toShop).toHaveLength(2)
  })

  it('keeps one copy per encoding, and gives each client one it accepts', async () => {
    const url = `/products/${product.slug}`
    const plain = await send(url, { encoding: '' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toContain('<div id="root"><')
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0', undefined],
      ['br;q=0.5', 'br'],
      ['identity', undefined],
    ] as const) {
      const a = await send(url, { encoding: accept })
      expect(a.headers['content-encoding'], accept).toBe(expected)
      expect(a.text, accept).toBe(plain.text)
    }
    // Asked again: each from its own copy.
    expect(fromCopy(await send(url, { encoding: 'br' }))).toBe(true)
    expect((await send(url, { encoding: 'gzip' })).headers['content-encoding']).toBe('gzip')
  })

  it('signed-in visitors share a copy of their own, apart from the one for visitors without a session', async () => {
    const url = '/products?q=edge'
    const visitor = await send(url)
    expect(visitor.text).toContain('"user":null')
    const a = await send(url, { who: alice })
    expect(cacheOf(a)).toBe('MISS')
    expect(a.text).not.toBe(visitor.text)
    const b = await send(url, { who: bob })
    expect(fromCopy(b)).toBe(true)
    expect(b.text).toBe(a.text)
    for (const text of [alice.email, bob.email, 'Alice Edge', 'Bob Edge']) expect(b.text).not.toContain(text)
    expect(fromCopy(await send(url))).toBe(true)
  })

  it('never keeps what depends on who asks: a personal page, private data, a POST', async () => {
    const author = await makePerson(t, { username: 'edgeauthor' })
    const id = await makeDesign(t, { createdBy: author, status: 'approved', title: 'Edge Design' })
    const page = `/community-designs/${id}`
    const a = await send(page, { who: alice })
    const b = await send(page, { who: bob })
    expect(fromCopy(b)).toBe(false)
    expect(a.text).toContain(alice.email)
    expect(b.text).toContain(bob.email)
    expect(b.text).not.toContain(alice.email)
    // Signed-in visitors asking for it at once do not wait for each other: the cache is not looked up.
    const together = await Promise.all([alice, bob, alice, bob].map((who) => send(page, { who })))
    expect(together.map(cacheOf)).toEqual(['BYPASS', 'BYPASS', 'BYPASS', 'BYPASS'])
    expect(together[1]!.text).toContain(bob.email)
    expect(together[1]!.text).not.toContain(alice.email)
    // The same page for visitors without a session is the same for all of them.
    await send(page)
    expect(fromCopy(await send(page))).toBe(true)

    const mine = await send('/api/notifications', { who: alice })
    expect(mine.status).toBe(200)
    const theirs = await send('/api/notifications', { who: bob })
    expect(fromCopy(theirs)).toBe(false)
    expect(fromCopy(await send('/api/notifications', { who: alice }))).toBe(false)

    const quote = shippingQuoteBody(product.id)
    await send('/api/shipping-rates', { method: 'POST', body: quote })
    const twice = await send('/api/shipping-rates', { method: 'POST', body: quote })
    expect(fromCopy(twice)).toBe(false)
  })

  it('skips the cache for exactly the pages the shop makes for each signed-in visitor', async () => {
    // Every page the sitemap lists (its fixed pages and one of each listing), and the public profiles.
    const locsOf = (xml: string) =>
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    const files = locsOf((await web.inject({ method: 'GET', url: '/sitemap.xml' })).body)
    const pages = new Set<string>()
    for (const file of files) {
      const listed = locsOf((await web.inject({ method: 'GET', url: file })).body)
      for (const url of file.endsWith('/pages.xml') ? listed : listed.slice(0, 1)) pages.add(url)
    }
    const author = await makePerson(t, { username: 'edgeprofile' })
    await makeDesign(t, { createdBy: author, status: 'approved', title: 'Edge Listed Design' })
    pages.add('/user/edgeprofile').add(`/user/id/${author}`).add('/community-designs?sort=new')
    expect(pages.size).toBeGreaterThan(12)
    for (const url of pages) {
      // The shop's own answer says whether the page is the same for every signed-in visitor.
      const direct = await web.inject({ method: 'GET', url, headers: { cookie: alice.cookie } })
      const shared = direct.headers['x-accel-expires'] !== undefined
      expect(cacheOf(await send(url, { who: alice })) === 'BYPASS', url).toBe(!shared)
    }
  })

  it('passes the Host on as the client sent it: a write from the address nginx serves is same-site', async () => {
    const quote = shippingQuoteBody(product.id)
    const res = await send('/api/shipping-rates', { method: 'POST', body: quote, origin: lb.base })
    expect(res.status, res.text).toBe(200)
    expect(JSON.parse(res.text).rates.length).toBeGreaterThan(0)
    const elsewhere = await send('/api/shipping-rates', {
      method: 'POST',
      body: quote,
      origin: 'http://127.0.0.1:1',
    })
    expect(elsewhere.status).toBe(403)
  })

  it('sends the presses held for a drop and the event streams to their own upstream, the rest to the shop', async () => {
    await lb.takeLog()
    const press = await send('/api/drops/00000000-0000-4000-8000-000000000000/admission', {
      who: alice,
      method: 'POST',
      body: {},
    })
    expect(press.status).toBeLessThan(500)
    expect((await send('/api/community-designs/nobody/events')).status).toBe(404)
    expect((await send('/api/orders', { who: alice })).status).toBe(200)
    const upstreamOf = (lines: string[], what: string) =>
      lines.filter((l) => l.includes(what)).map((l) => Number(l.split(' ')[0]!.split(':')[1]))
    const lines = await lb.takeLog()
    const { port } = web.server.address() as { port: number }
    expect(upstreamOf(lines, ' POST /api/drops/')).toEqual(held.ports)
    expect(upstreamOf(lines, ' GET /api/community-designs/nobody/events ')).toEqual(held.ports)
    expect(upstreamOf(lines, ' GET /api/orders ')).toEqual([port])
  })
})
