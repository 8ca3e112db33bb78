import {
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_MESSAGES as M,
  type CreateDesignBody,
  type DesignDetail,
} from '@rdo/contracts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  t = await createTestApp({ caches: { ttlMs: 0 } })
  alice = await t.createUser({ name: 'Alice' })
  bob = await t.createUser({ name: 'Bob' })
})
afterAll(async () => t?.close())

type Part = { filename: string; type: string; data: Buffer }

/** A multipart/form-data body with one `file` field per part. */
function multipart(parts: Part[]) {
  const boundary = '----rdo-design-boundary'
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

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', background = '#9945ff') =>
  sharp({ create: { width: 300, height: 200, channels: 3, background } })
    .toFormat(format)
    .toBuffer()

const upload = (parts: Part[], cookie: string) =>
  t.request({ method: 'POST', url: '/api/community-designs/images', cookie, ...multipart(parts) })

async function uploaded(user: TestUser, format: 'png' | 'jpeg' | 'gif' = 'png'): Promise<string> {
  const res = await upload(
    [{ filename: `design.${format}`, type: `image/${format}`, data: await image(format) }],
    user.cookie,
  )
  expect(res.statusCode).toBe(200)
  return res.json().url
}

const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const body = (over: Partial<CreateDesignBody> = {}): CreateDesignBody => ({
  title: 'Neon Skyline',
  description: 'A neon skyline over a validator farm, for a black tee.',
  style: 'cyberpunk',
  design_type: 'graphic',
  wallet_address: WALLET,
  terms_accepted: true,
  images: [],
  ...over,
})
const submit = (payload: unknown, cookie: string) =>
  t.request({ method: 'POST', url: '/api/community-designs', cookie, payload: payload as object })

const designCount = async () =>
  Number((await t.ctx.pool.query<{ n: string }>('select count(*) as n from community_designs')).rows[0]!.n)

describe('POST /api/community-designs/images', () => {
  it.each(['png', 'jpeg', 'gif'] as const)(
    'stores a %s as WebP under the uploader and serves it',
    async (format) => {
      const url = await uploaded(alice, format)
      expect(url).toMatch(new RegExp(`^/files/designs/${alice.id}/\\d{4}-\\d{2}/[0-9a-f-]{36}-1200\\.webp$`))
      const file = await t.request({ method: 'GET', url })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
    },
  )

  it('refuses a text file named .png, WebP, an empty upload, no file and two files', async () => {
    const text = await upload(
      [{ filename: 'design.png', type: 'image/png', data: Buffer.from('just some text, not an image') }],
      alice.cookie,
    )
    expect(text.statusCode).toBe(400)
    expect(text.json().error).toEqual({ code: 'FILE_TYPE', message: 'File type must be PNG, JPG, GIF' })

    const webp = await upload(
      [{ filename: 'design.webp', type: 'image/webp', data: await image('webp') }],
      alice.cookie,
    )
    expect(webp.json().error.code).toBe('FILE_TYPE')

    const empty = await upload(
      [{ filename: 'design.png', type: 'image/png', data: Buffer.alloc(0) }],
      alice.cookie,
    )
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('File is smaller than 1 bytes')

    const none = await t.request({
      method: 'POST',
      url: '/api/community-designs/images',
      cookie: alice.cookie,
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.message).toBe('Please choose an image file')

    const png = await image('png')
    const two = await upload(
      [
        { filename: 'a.png', type: 'image/png', data: png },
        { filename: 'b.png', type: 'image/png', data: png },
      ],
      alice.cookie,
    )
    expect(two.statusCode).toBe(400)
    expect(two.json().error.message).toBe('Too many files')
  })

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(DESIGN_IMAGE_MAX_BYTES + 1)])
    const res = await upload([{ filename: 'big.png', type: 'image/png', data: big }], alice.cookie)
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({
      code: 'FILE_TOO_LARGE',
      message: `File is larger than ${DESIGN_IMAGE_MAX_BYTES} bytes`,
    })
  })

  it('needs a session', async () => {
    const res = await upload([{ filename: 'a.png', type: 'image/png', data: await image('png') }], '')
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe(M.signInToSubmit)
  })
})

describe('POST /api/community-designs', () => {
  it('creates a pending design: first image primary, the others additional, wallet kept privately', async () => {
    const images = [await uploaded(alice), await uploaded(alice, 'jpeg'), await uploaded(alice, 'gif')]
    const before = await designCount()
    const res = await submit(body({ images }), alice.cookie)
    expect(res.statusCode).toBe(201)
    const design = res.json() as DesignDetail
    expect(design).toMatchObject({
      description: 'Neon Skyline',
      prompt: 'A neon skyline over a validator farm, for a black tee.',
      style: 'cyberpunk',
      category: 'apparel',
      design_type: 'graphic',
      status: 'pending',
      image_url: images[0],
      images,
      reward_wallet_set: true,
      votes: 0,
      dislike_count: 0,
      net_score: 0,
      weighted_score: 0,
      current_weight: 2,
      comment_count: 0,
      author: { id: alice.id },
    })
    expect(res.body).not.toContain(WALLET)
    expect(await designCount()).toBe(before + 1)

    const { rows } = await t.ctx.pool.query(
      `select image_url, metadata, created_by, category, status,
        (select count(*)::int from design_vote_weights w where w.design_id = d.id) as weights
       from community_designs d where id = $1`,
      [design.id],
    )
    expect(rows[0]).toEqual({
      image_url: images[0],
      metadata: { wallet_address: WALLET, additional_images: images.slice(1) },
      created_by: alice.id,
      category: 'apparel',
      status: 'pending',
      weights: 1,
    })

    // It is on the design page, in the gallery and in Alice's designs.
    expect((await t.request({ method: 'GET', url: `/api/community-designs/${design.id}` })).statusCode).toBe(
      200,
    )
    const newest = await t.request({ method: 'GET', url: '/api/community-designs?filter=newest' })
    expect(newest.json().items[0].id).toBe(design.id)
    const mine = await t.request({ method: 'GET', url: '/api/my-designs', cookie: alice.cookie })
    expect(mine.json().items.map((d: { id: string }) => d.id)).toContain(design.id)
  })

  it('takes no wallet (empty or missing)', async () => {
    const res = await submit(
      body({ images: [await uploaded(alice)], wallet_address: '  ', design_type: 'photo' }),
      alice.cookie,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ reward_wallet_set: false, design_type: 'photo' })
    const { wallet_address: _w, ...withoutWallet } = body({ images: [await uploaded(alice)] })
    expect((await submit(withoutWallet, alice.cookie)).statusCode).toBe(201)
  })

  it('refuses each invalid field with its message and writes nothing', async () => {
    const before = await designCount()
    const cases: [string, (img: string) => unknown, string][] = [
      ['no image', () => body({ images: [] }), M.imageRequired],
      ['no images field', () => ({ ...body(), images: undefined }), M.imageRequired],
      [
        'terms not accepted',
        (img) => body({ images: [img], terms_accepted: false as true }),
        M.termsRequired,
      ],
      ['bad wallet', (img) => body({ images: [img], wallet_address: '0OIl-not-base58' }), M.invalidWallet],
      ['short wallet', (img) => body({ images: [img], wallet_address: 'abc' }), M.invalidWallet],
      ['no title', (img) => body({ images: [img], title: '   ' }), M.titleRequired],
      ['long title', (img) => body({ images: [img], title: 'x'.repeat(101) }), M.titleTooLong],
      ['no description', (img) => body({ images: [img], description: '' }), M.descriptionRequired],
      [
        'long description',
        (img) => body({ images: [img], description: 'x'.repeat(501) }),
        M.descriptionTooLong,
      ],
      ['six images', (img) => body({ images: Array(6).fill(img) }), M.tooManyImages],
    ]
    // Each case from a fresh account, so the submission rate limit never decides the answer.
    const failures: string[] = []
    for (const [what, payload, message] of cases) {
      const user = await t.createUser()
      const res = await submit(payload(await uploaded(user)), user.cookie)
      const error = res.json().error
      if (res.statusCode !== 400 || error?.message !== message)
        failures.push(`${what}: ${res.statusCode} ${res.body}`)
    }
    expect(failures).toEqual([])
    expect(await designCount()).toBe(before)
  })

  it('accepts only images this same person uploaded here', async () => {
    const alices = await uploaded(alice)
    const bobs = await uploaded(bob)
    const before = await designCount()
    const refused = [
      [alices],
      [bobs, alices],
      ['https://evil.example.com/design.png'],
      [`/files/designs/${bob.id}/2024-01/00000000-0000-4000-8000-000000000000-1200.webp`],
      [bobs.replace('-1200.webp', '-1200.webp/../x')],
      [`/files/avatars/${bob.id}/x.webp`],
    ]
    for (const images of refused) {
      const res = await submit(body({ images }), bob.cookie)
      expect(res.statusCode, images.join(' ')).toBe(400)
      expect(res.json().error).toEqual({ code: 'IMAGE_NOT_UPLOADED', message: M.imageNotUploaded })
    }
    expect(await designCount()).toBe(before)
  })

  it('needs a session, with the submission sign-in message', async () => {
    const res = await submit(body({ images: ['/files/designs/x.webp'] }), '')
    expect(res.statusCode).toBe(401)
    expect(res.json().error.message).toBe(M.signInToSubmit)
  })

  it('always records the caller as the creator, whatever the body says', async () => {
    const carol = await t.createUser()
    const images = [await uploaded(carol)]
    const res = await submit({ ...body({ images }), created_by: alice.id, user_id: alice.id }, carol.cookie)
    expect(res.statusCode).toBe(201)
    expect(res.json().author.id).toBe(carol.id)
    const { rows } = await t.ctx.pool.query('select created_by from community_designs where id = $1', [
      res.json().id,
    ])
    expect(rows[0].created_by).toBe(carol.id)
  })

  it('limits submissions per account', async () => {
    const dave = await t.createUser()
    const images = [await uploaded(dave)]
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await submit(body({ images }), dave.cookie)).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Another account is not affected.
    const erin = await t.createUser()
    expect((await submit(body({ images: [await uploaded(erin)] }), erin.cookie)).statusCode).toBe(201)
  })
})
