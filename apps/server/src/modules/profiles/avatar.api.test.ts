import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user as authUser } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let u: TestUser
beforeAll(async () => {
  t = await createTestApp()
  u = await t.createUser()
})
afterAll(async () => t?.close())

type Part = { filename: string; type: string; data: Buffer }

/** A multipart/form-data body with one `file` field per part. */
function multipart(parts: Part[]) {
  const boundary = '----rdo-test-boundary'
  const chunks: Buffer[] = []
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const upload = (parts: Part[], cookie = u.cookie) =>
  t.request({ method: 'POST', url: '/api/profile/avatar', cookie, ...multipart(parts) })

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#9945ff' } })
    .toFormat(format)
    .toBuffer()

describe('avatar upload', () => {
  it.each([
    ['png', 'avatar.png', 'image/png'],
    ['jpeg', 'avatar.jpg', 'image/jpeg'],
    ['gif', 'avatar.gif', 'image/gif'],
  ] as const)(
    'stores a %s as a 256×256 WebP and updates the profile and account',
    async (format, filename, type) => {
      const res = await upload([{ filename, type, data: await image(format) }])
      expect(res.statusCode).toBe(200)
      const { avatar_url } = res.json()
      expect(avatar_url).toMatch(/^\/files\/avatars\/.+-256\.webp$/)

      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, u.id))
      expect(profile!.avatarUrl).toBe(avatar_url)
      const [account] = await t.db.select().from(authUser).where(eq(authUser.id, u.id))
      expect(account!.image).toBe(avatar_url)
      expect(
        (await t.request({ method: 'GET', url: '/api/profile', cookie: u.cookie })).json().avatar_url,
      ).toBe(avatar_url)

      const file = await t.request({ method: 'GET', url: avatar_url })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
      const meta = await sharp(file.rawPayload).metadata()
      expect([meta.width, meta.height]).toEqual([256, 256])
    },
  )

  it('judges the type by the bytes, not the name or the claimed type', async () => {
    const text = await upload([
      { filename: 'avatar.png', type: 'image/png', data: Buffer.from('not an image at all') },
    ])
    expect(text.statusCode).toBe(400)
    expect(text.json().error).toEqual({ code: 'FILE_TYPE', message: 'File type must be PNG, JPG, GIF' })

    const webp = await upload([{ filename: 'avatar.gif', type: 'image/gif', data: await image('webp') }])
    expect(webp.statusCode).toBe(400)
    expect(webp.json().error.message).toBe('File type must be PNG, JPG, GIF')
  })

  it('refuses a file over 2 MB with the size in the message', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(2 * 1024 * 1024)])
    const res = await upload([{ filename: 'big.png', type: 'image/png', data: big }])
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'File is larger than 2097152 bytes' })
  })

  it('takes exactly one file', async () => {
    const png = await image('png')
    const two = await upload([
      { filename: 'a.png', type: 'image/png', data: png },
      { filename: 'b.png', type: 'image/png', data: png },
    ])
    expect(two.statusCode).toBe(400)
    expect(two.json().error.message).toBe('Too many files')

    const none = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie: u.cookie,
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.message).toBe('Please choose an image file')
  })

  it('refuses an image that cannot be decoded and a signed-out upload', async () => {
    const png = await image('png')
    const broken = await upload([{ filename: 'x.png', type: 'image/png', data: png.subarray(0, 40) }])
    expect(broken.statusCode).toBe(400)
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart([{ filename: 'a.png', type: 'image/png', data: png }]),
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
