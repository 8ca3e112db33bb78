import {
  PARTNER_LOGO_MAX_BYTES,
  PARTNER_MESSAGES as M,
  type PartnerApplicationBody,
  type PartnerProject,
} from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { partnerEmbeds, partnerProjects } from '../../db/schema/partners.ts'
import { APP_ORIGIN, createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { multipartFile, WALLET } from '../../../test/fixtures/partners.ts'

let t: TestApp
let alice: TestUser
let admins: TestUser[]
beforeAll(async () => {
  t = await createTestApp({ caches: { ttlMs: 0 } })
  alice = await t.createUser({ name: 'Alice Applicant' })
  admins = [
    await t.createUser({ role: 'admin', name: 'Ada Admin' }),
    await t.createUser({ role: 'admin', name: 'Abe Admin' }),
  ]
})
afterAll(async () => t?.close())

const png = () =>
  sharp({ create: { width: 400, height: 400, channels: 4, background: '#14f195' } })
    .png()
    .toBuffer()

const uploadLogo = (cookie: string, filename: string, type: string, data: Buffer) =>
  t.request({
    method: 'POST',
    url: '/api/partner-projects/logo',
    cookie,
    ...multipartFile(filename, type, data),
  })

async function logoOf(user: TestUser) {
  const res = await uploadLogo(user.cookie, 'logo.png', 'image/png', await png())
  expect(res.statusCode).toBe(200)
  return res.json().logo_url as string
}

const body = (logo_url: string, over: Partial<PartnerApplicationBody> = {}): PartnerApplicationBody => ({
  name: 'Moonfrog DAO',
  token_symbol: '$frog',
  token_address: '',
  website_url: 'https://www.Moonfrog.example/about',
  logo_url,
  description: 'Amphibians on Solana.',
  contact_name: 'Bob Frog',
  contact_email: 'Bob@Moonfrog.example',
  wallet_address: WALLET,
  terms_accepted: true,
  ...over,
})

const apply = (cookie: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/partner-projects', cookie, payload: payload as object })

describe('POST /api/partner-projects/logo', () => {
  it('stores a PNG, JPEG or GIF logo as WebP under the uploader', async () => {
    for (const format of ['png', 'jpeg', 'gif'] as const) {
      const data = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#9945ff' } })
        .toFormat(format)
        .toBuffer()
      const res = await uploadLogo(alice.cookie, `logo.${format}`, `image/${format}`, data)
      expect(res.statusCode, format).toBe(200)
      const url: string = res.json().logo_url
      expect(url).toMatch(
        new RegExp(`^/files/partners/${alice.id}/logo/\\d{4}-\\d{2}/[0-9a-f-]{36}-1200\\.webp$`),
      )
      const file = await t.request({ method: 'GET', url })
      expect(file.headers['content-type']).toBe('image/webp')
    }
  })

  it('rasterises an SVG (scripts and all): only a raster image is stored, never the SVG', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">` +
        `<script>alert(document.cookie)</script><image href="https://evil.example/x.png" width="24" height="24"/>` +
        `<circle cx="12" cy="12" r="10" fill="#14f195"/></svg>`,
    )
    const res = await uploadLogo(alice.cookie, 'logo.png', 'image/png', svg)
    expect(res.statusCode).toBe(200)
    const file = await t.request({ method: 'GET', url: res.json().logo_url })
    expect(file.headers['content-type']).toBe('image/webp')
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
    expect(file.rawPayload.includes('<svg')).toBe(false)
    expect(file.rawPayload.includes('script')).toBe(false)
    // A 24-unit icon is drawn large, not as a 24-pixel smudge.
    const meta = await sharp(file.rawPayload).metadata()
    expect(meta.width).toBe(1200)
    expect(meta.format).toBe('webp')
  })

  it('refuses other types by their bytes, oversized files, and visitors', async () => {
    const text = await uploadLogo(alice.cookie, 'logo.png', 'image/png', Buffer.from('not an image at all'))
    expect(text.statusCode).toBe(400)
    expect(text.json().error).toEqual({ code: 'FILE_TYPE', message: M.logoType })

    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .webp()
      .toBuffer()
    expect((await uploadLogo(alice.cookie, 'logo.gif', 'image/gif', webp)).json().error).toEqual({
      code: 'FILE_TYPE',
      message: M.logoType,
    })

    const big = Buffer.concat([await png(), Buffer.alloc(PARTNER_LOGO_MAX_BYTES)])
    const tooBig = await uploadLogo(alice.cookie, 'logo.png', 'image/png', big)
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: M.logoTooLarge })

    const visitor = await uploadLogo('', 'logo.png', 'image/png', await png())
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().error.message).toBe(M.signInToApply)
  })
})

describe('POST /api/partner-projects', () => {
  it('records a pending project with its embed and tells every admin', async () => {
    const logo = await logoOf(alice)
    const res = await apply(alice.cookie, body(logo))
    expect(res.statusCode).toBe(201)
    const project: PartnerProject = res.json().project
    expect(project).toMatchObject({
      name: 'Moonfrog DAO',
      token_symbol: 'FROG',
      token_address: null,
      website_url: 'https://www.Moonfrog.example/about',
      logo_url: logo,
      contact_email: 'bob@moonfrog.example',
      status: 'pending',
      reviewed_at: null,
    })
    const [row] = await t.db.select().from(partnerProjects).where(eq(partnerProjects.id, project.id))
    expect(row!.createdBy).toBe(alice.id)

    const [embed] = await t.db.select().from(partnerEmbeds).where(eq(partnerEmbeds.partnerId, project.id))
    expect(embed).toMatchObject({
      embedType: 'iframe',
      isActive: true,
      allowedDomains: ['www.moonfrog.example'],
    })
    expect(embed!.embedCode).toBe(
      `<iframe src="${APP_ORIGIN}/embed/${project.id}" width="100%" height="640" style="border:0;max-width:100%" title="Moonfrog DAO store" loading="lazy"></iframe>`,
    )

    for (const admin of admins) {
      const notes = await t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, admin.id), eq(notifications.link, `/admin/partners/${project.id}`)),
        )
      expect(notes).toHaveLength(1)
      expect(notes[0]).toMatchObject({ type: 'system', title: 'New partner application' })
      expect(notes[0]!.message).toContain('Moonfrog DAO ($FROG)')
      const mail = await t.outbox(admin.email)
      expect(mail.at(-1)).toMatchObject({ templateName: 'partner-application' })
      expect(mail.at(-1)!.html).toContain(`${APP_ORIGIN}/admin/partners/${project.id}`)
    }
    expect(await t.outbox(alice.email)).toHaveLength(0)

    const list = await t.request({ method: 'GET', url: '/api/partner-projects', cookie: alice.cookie })
    expect(list.json().items[0]).toMatchObject({ id: project.id, status: 'pending', token_symbol: 'FROG' })
  })

  it('escapes the project name in the embed code', async () => {
    const user = await t.createUser()
    const res = await apply(user.cookie, body(await logoOf(user), { name: 'Frogs "&" <Toads>' }))
    expect(res.statusCode).toBe(201)
    const [embed] = await t.db
      .select()
      .from(partnerEmbeds)
      .where(eq(partnerEmbeds.partnerId, res.json().project.id))
    expect(embed!.embedCode).toContain('title="Frogs &quot;&amp;&quot; &lt;Toads&gt; store"')
  })

  it('accepts only a logo the applicant uploaded', async () => {
    const user = await t.createUser()
    const someoneElses = await logoOf(alice)
    for (const logo_url of [
      someoneElses,
      `/files/partners/${user.id}/logo/2024-01/00000000-0000-4000-8000-000000000000-1200.webp`,
      'https://evil.example/logo.png',
    ]) {
      const res = await apply(user.cookie, body(logo_url))
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({ code: 'LOGO_NOT_UPLOADED', message: M.logoRequired })
    }
  })

  it('answers each invalid field with its message', async () => {
    const cases: [Partial<PartnerApplicationBody> | Record<string, unknown>, string][] = [
      [{ name: '  ' }, M.nameRequired],
      [{ token_symbol: '' }, M.symbolRequired],
      [{ token_symbol: 'FR-OG' }, M.symbolInvalid],
      [{ token_symbol: 'ABCDEFGHIJK' }, M.symbolInvalid],
      [{ token_address: 'not-base58-0OIl' }, M.tokenAddressInvalid],
      [{ website_url: 'moonfrog' }, M.websiteInvalid],
      [{ website_url: 'ftp://moonfrog.example' }, M.websiteInvalid],
      [{ logo_url: '' }, M.logoRequired],
      [{ description: '' }, M.descriptionRequired],
      [{ contact_name: '' }, M.contactNameRequired],
      [{ wallet_address: 'short' }, M.walletInvalid],
      [{ terms_accepted: false }, M.acceptTerms],
    ]
    // The route allows ten applications an hour per account: a new applicant every few cases.
    let user = await t.createUser()
    for (const [i, [over, message]] of cases.entries()) {
      if (i % 8 === 7) user = await t.createUser()
      const res = await apply(user.cookie, body('/files/partners/x/logo.webp', over))
      expect(res.statusCode, message).toBe(400)
      expect(res.json().error).toEqual({ code: 'INVALID', message })
    }
    const visitor = await apply('', body('x'))
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().error.message).toBe(M.signInToApply)
  })
})
