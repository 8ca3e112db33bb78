import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { makeEmbed, makePartnerDesign, makeProject } from '../../../test/fixtures/partners.ts'

describe('the embeddable store', () => {
  let t: TestApp
  let storeId: string
  let pendingId: string

  beforeAll(async () => {
    t = await createTestApp()
    const owner = await t.createUser()
    const store = await makeProject(t, { createdBy: owner.id, name: 'Embed Eels', symbol: 'EEL' })
    storeId = store.id
    await makePartnerDesign(t, store, { title: 'Electric Eel' })
    await makeEmbed(t, store.id, ['eels.example', 'shop.eels.example:8443'])
    await makeEmbed(t, store.id, ['eels.example', 'fans.example'])
    const pending = await makeProject(t, { createdBy: owner.id, status: 'pending' })
    pendingId = pending.id
    await makeEmbed(t, pending.id, ['pending.example'])
  })
  afterAll(async () => t?.close())

  const get = (url: string) => t.request({ method: 'GET', url })
  const ancestorsOf = (csp: string) => /frame-ancestors ([^;]+)/.exec(csp)![1]!.trim().split(/\s+/)

  it('may be framed only by the partner’s allowed hosts, and runs no script', async () => {
    const res = await get(`/embed/${storeId}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    const csp = String(res.headers['content-security-policy'])
    expect(ancestorsOf(csp).sort()).toEqual(['eels.example', 'fans.example', 'shop.eels.example:8443'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('script-src')
    expect(res.headers['x-frame-options']).toBeUndefined()
    expect(res.body).not.toContain('<script')
    expect(res.body).toContain('Powered by')
    // Six items per approved design: three t-shirt colours, two hoodie colours, one hat.
    expect(res.body.match(/<li>/g)).toHaveLength(6)
    expect(res.body).toContain('name="add" value=')
  })

  it('filters by type and switches to the list view with plain links', async () => {
    const res = await get(`/embed/${storeId}?type=hoodie&view=list`)
    expect(res.body.match(/<li>/g)).toHaveLength(2)
    expect(res.body).toContain('class="list"')
    expect(res.body).toContain(`href="/embed/${storeId}?type=hoodie"`)
  })

  it('answers "Store Not Found", framed by nobody, for pending and unknown stores', async () => {
    for (const id of [pendingId, crypto.randomUUID(), 'not-an-id']) {
      const res = await get(`/embed/${id}`)
      expect(res.statusCode).toBe(404)
      expect(res.body).toContain('Store Not Found')
      expect(ancestorsOf(String(res.headers['content-security-policy']))).toEqual(["'none'"])
    }
  })
})
