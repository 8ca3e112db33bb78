import crypto from 'node:crypto'
import {
  PARTNER_DESIGN_IMAGE_MAX_BYTES,
  PARTNER_DESIGNS_PAGE_SIZE,
  PARTNER_MESSAGES as M,
  type PartnerDesignBody,
} from '@rdo/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partnerPayouts } from '../../db/schema/partners.ts'
import { APP_ORIGIN, createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { makeEmbed, makePartnerDesign, makeProject, multipartFile } from '../../../test/fixtures/partners.ts'

let t: TestApp
let alice: TestUser
let bob: TestUser
let aliceProject: Awaited<ReturnType<typeof makeProject>>
let bobProject: Awaited<ReturnType<typeof makeProject>>
let aliceEmbed: Awaited<ReturnType<typeof makeEmbed>>
let bobEmbed: Awaited<ReturnType<typeof makeEmbed>>

beforeAll(async () => {
  t = await createTestApp({ caches: { ttlMs: 0 } })
  alice = await t.createUser({ name: 'Alice Partner' })
  bob = await t.createUser({ name: 'Bob Partner' })
  aliceProject = await makeProject(t, { createdBy: alice.id, name: 'Alice Coin', symbol: 'ALC' })
  bobProject = await makeProject(t, { createdBy: bob.id, name: 'Bob Coin', symbol: 'BOB' })
  aliceEmbed = await makeEmbed(t, aliceProject.id)
  bobEmbed = await makeEmbed(t, bobProject.id)
})
afterAll(async () => t?.close())

const get = (url: string, cookie: string) => t.request({ method: 'GET', url, cookie })
const patchEmbed = (projectId: string, embedId: string, cookie: string, allowed_domains: unknown) =>
  t.request({
    method: 'PATCH',
    url: `/api/partner-projects/${projectId}/embeds/${embedId}`,
    cookie,
    payload: { allowed_domains },
  })

describe('a partner sees and changes only their own projects', () => {
  it('answers another partner exactly as for a project that does not exist', async () => {
    const base = `/api/partner-projects/${aliceProject.id}`
    for (const url of [base, `${base}/designs`, `${base}/embeds`, `${base}/payouts`]) {
      const res = await get(url, bob.cookie)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: M.projectNotFound })
      expect((await get(url, '')).statusCode).toBe(401)
      expect((await get(url, alice.cookie)).statusCode).toBe(200)
    }
    const missing = await get(`/api/partner-projects/${crypto.randomUUID()}`, alice.cookie)
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: M.projectNotFound })
    const patch = await patchEmbed(aliceProject.id, aliceEmbed.id, bob.cookie, ['bob.example'])
    expect(patch.statusCode).toBe(404)
    expect(patch.json().error.message).toBe(M.projectNotFound)

    const list = await get('/api/partner-projects', bob.cookie)
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([bobProject.id])
  })

  it('shows the project, its figures and its three newest designs', async () => {
    const project = await makeProject(t, { createdBy: alice.id, status: 'pending' })
    const titles = ['Oldest', 'Older', 'Middle', 'Newer', 'Newest']
    for (const [i, title] of titles.entries()) {
      await makePartnerDesign(t, project, {
        title,
        status: i === 0 ? 'approved' : 'pending',
        ageHours: 10 - i,
      })
    }
    const res = await get(`/api/partner-projects/${project.id}`, alice.cookie)
    expect(res.statusCode).toBe(200)
    const detail = res.json()
    expect(detail.project).toMatchObject({
      id: project.id,
      status: 'pending',
      wallet_address: project.walletAddress,
    })
    expect(detail.stats).toMatchObject({
      designs_total: 5,
      designs_approved: 1,
      designs_pending: 4,
      units_sold: 0,
    })
    expect(detail.recent_designs.map((d: { title: string }) => d.title)).toEqual([
      'Newest',
      'Newer',
      'Middle',
    ])
    expect(res.headers['cache-control']).toBe('private, no-cache')
  })

  it('pages the designs newest first', async () => {
    const project = await makeProject(t, { createdBy: alice.id })
    const n = PARTNER_DESIGNS_PAGE_SIZE + 2
    for (let i = 0; i < n; i++)
      await makePartnerDesign(t, project, { title: `D${i}`, status: 'pending', ageHours: n - i })
    const first = (await get(`/api/partner-projects/${project.id}/designs`, alice.cookie)).json()
    expect(first).toMatchObject({ total: n, page: 1, per_page: PARTNER_DESIGNS_PAGE_SIZE })
    expect(first.items[0].title).toBe(`D${n - 1}`)
    const second = (await get(`/api/partner-projects/${project.id}/designs?page=2`, alice.cookie)).json()
    expect(second.items.map((d: { title: string }) => d.title)).toEqual(['D1', 'D0'])
  })

  it('lists payouts newest first', async () => {
    const day = 86_400_000
    await t.db.insert(partnerPayouts).values([
      {
        partnerId: aliceProject.id,
        amountCents: 5000,
        transaction: 'tx-1',
        createdAt: new Date(Date.now() - 2 * day),
      },
      { partnerId: aliceProject.id, amountCents: 7500, transaction: 'tx-2', paidAt: new Date() },
      { partnerId: bobProject.id, amountCents: 9900, transaction: 'tx-bob' },
    ])
    const res = (await get(`/api/partner-projects/${aliceProject.id}/payouts`, alice.cookie)).json()
    expect(res).toMatchObject({ total: 2, page: 1 })
    expect(res.items.map((p: { transaction: string }) => p.transaction)).toEqual(['tx-2', 'tx-1'])
    expect(res.items[0]).toMatchObject({ amount_cents: 7500 })
  })
})

describe('embeds', () => {
  it('lists the embeds with the public store and embed addresses', async () => {
    const res = (await get(`/api/partner-projects/${aliceProject.id}/embeds`, alice.cookie)).json()
    expect(res.store_url).toBe(`${APP_ORIGIN}/partners/${aliceProject.id}`)
    expect(res.embed_url).toBe(`${APP_ORIGIN}/embed/${aliceProject.id}`)
    expect(res.items).toEqual([
      expect.objectContaining({ id: aliceEmbed.id, allowed_domains: ['project.example'] }),
    ])
  })

  it('normalises the allowed host names and refuses bad ones with their message', async () => {
    const ok = await patchEmbed(aliceProject.id, aliceEmbed.id, alice.cookie, [
      '  HTTPS://Shop.Example.com/store?x=1 ',
      'shop.example.com',
      'localhost:5173',
      '',
    ])
    expect(ok.statusCode).toBe(200)
    expect(ok.json().embed.allowed_domains).toEqual(['shop.example.com', 'localhost:5173'])

    for (const bad of ['bad_host!', '-leading.example', 'no-dot', 'spa ce.example', 'a..b.example']) {
      const res = await patchEmbed(aliceProject.id, aliceEmbed.id, alice.cookie, ['good.example', bad])
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().error).toEqual({ code: 'INVALID', message: M.domainInvalid(bad) })
    }
    const eleven = Array.from({ length: 11 }, (_, i) => `shop${i}.example.com`)
    const tooMany = await patchEmbed(aliceProject.id, aliceEmbed.id, alice.cookie, eleven)
    expect(tooMany.json().error).toEqual({ code: 'INVALID', message: M.tooManyDomains })
    const ten = await patchEmbed(aliceProject.id, aliceEmbed.id, alice.cookie, eleven.slice(0, 10))
    expect(ten.json().embed.allowed_domains).toHaveLength(10)

    const cleared = await patchEmbed(aliceProject.id, aliceEmbed.id, alice.cookie, [])
    expect(cleared.json().embed.allowed_domains).toEqual([])
  })

  it("refuses an embed of another project, even the caller's own", async () => {
    for (const embedId of [bobEmbed.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await patchEmbed(aliceProject.id, embedId, alice.cookie, ['x.example'])
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: M.embedCodeNotFound })
    }
    const untouched = (await get(`/api/partner-projects/${bobProject.id}/embeds`, bob.cookie)).json()
    expect(untouched.items[0].allowed_domains).toEqual(['project.example'])
  })
})

describe('partner design submission', () => {
  const image = (format: 'png' | 'webp' = 'png') =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: '#9945ff' } })
      .toFormat(format)
      .toBuffer()
  const uploadImage = (cookie: string, data: Buffer, name = 'design.png') =>
    t.request({
      method: 'POST',
      url: '/api/partner-designs/images',
      cookie,
      ...multipartFile(name, 'image/png', data),
    })
  const submit = (cookie: string, payload: unknown) =>
    t.request({ method: 'POST', url: '/api/partner-designs', cookie, payload: payload as object })
  const body = (over: Partial<PartnerDesignBody>): PartnerDesignBody => ({
    partner_id: aliceProject.id,
    image_url: '',
    title: 'Frog Season',
    description: 'Our mascot, in neon.',
    terms_accepted: true,
    ...over,
  })

  it('takes a design for an approved own project, pending review', async () => {
    const up = await uploadImage(alice.cookie, await image())
    expect(up.statusCode).toBe(200)
    const image_url: string = up.json().image_url
    expect(image_url).toMatch(new RegExp(`^/files/partners/${alice.id}/design/`))
    const res = await submit(alice.cookie, body({ image_url }))
    expect(res.statusCode).toBe(201)
    expect(res.json().design).toMatchObject({
      partner_id: aliceProject.id,
      title: 'Frog Season',
      style: 'modern streetwear',
      status: 'pending',
      image_url,
      votes: 0,
    })
  })

  it('refuses pending and foreign projects and images the caller did not upload', async () => {
    const { image_url } = (await uploadImage(alice.cookie, await image())).json()
    const pending = await makeProject(t, { createdBy: alice.id, status: 'pending' })
    const notApproved = await submit(alice.cookie, body({ image_url, partner_id: pending.id }))
    expect(notApproved.statusCode).toBe(409)
    expect(notApproved.json().error).toEqual({ code: 'PROJECT_NOT_APPROVED', message: M.projectNotApproved })

    const foreign = await submit(alice.cookie, body({ image_url, partner_id: bobProject.id }))
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error).toEqual({ code: 'NOT_FOUND', message: M.projectNotFound })

    const bobsImage = await submit(bob.cookie, body({ image_url, partner_id: bobProject.id }))
    expect(bobsImage.statusCode).toBe(400)
    expect(bobsImage.json().error).toEqual({ code: 'IMAGE_NOT_UPLOADED', message: M.imageRequired })
  })

  it('answers invalid fields and files with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ partner_id: '' }, M.selectProject],
      [{ image_url: '' }, M.imageRequired],
      [{ title: ' ' }, M.titleRequired],
      [{ title: 'x'.repeat(101) }, M.titleTooLong],
      [{ description: 'x'.repeat(501) }, M.descriptionTooLong],
      [{ terms_accepted: false }, M.acceptTerms],
    ]
    for (const [over, message] of cases) {
      const res = await submit(bob.cookie, body({ image_url: '/x.webp', ...over }))
      expect(res.json().error, message).toEqual({ code: 'INVALID', message })
    }
    const webp = await uploadImage(alice.cookie, await image('webp'))
    expect(webp.json().error).toEqual({ code: 'FILE_TYPE', message: M.imageType })
    const big = Buffer.concat([await image(), Buffer.alloc(PARTNER_DESIGN_IMAGE_MAX_BYTES)])
    const tooBig = await uploadImage(alice.cookie, big)
    expect(tooBig.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: M.imageTooLarge })
    const visitor = await submit('', body({}))
    expect(visitor.json().error).toEqual({ code: 'UNAUTHENTICATED', message: M.signInToSubmitDesign })
  })
})
