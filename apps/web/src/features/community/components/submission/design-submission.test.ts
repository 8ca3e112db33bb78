import { describe, expect, it, vi } from 'vitest'
import { DESIGN_IMAGE_MAX_BYTES, DESIGN_MESSAGES } from '@rdo/contracts/community-messages'
import { addDesignImages, checkDesignImage, makePrimary } from './design-image-files.ts'
import { designBody, designSubmissionDefaults, designSubmissionForm } from './design-submission-form.ts'
import { uploadInOrder } from './upload-in-order.ts'

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type })
const png = (name = 'a.png') => file(name, 'image/png')

describe('design image checks', () => {
  it('accepts png, jpeg and gif within 10 MB', () => {
    expect(checkDesignImage(png())).toBeNull()
    expect(checkDesignImage(file('a.jpg', 'image/jpeg'))).toBeNull()
    expect(checkDesignImage(file('a.gif', 'image/gif'))).toBeNull()
  })

  it('refuses other types, using the extension when the browser gives no type', () => {
    expect(checkDesignImage(file('a.webp', 'image/webp'))).toBe(
      'File type must be image/png, image/jpeg, image/gif',
    )
    expect(checkDesignImage(file('photo.JPEG', ''))).toBeNull()
    expect(checkDesignImage(file('notes.txt', ''))).toMatch(/^File type must be/)
  })

  it('refuses files over the size limit and empty files', () => {
    expect(checkDesignImage(file('a.png', 'image/png', 101), 100)).toBe('File is larger than 100 bytes')
    expect(checkDesignImage(file('a.png', 'image/png', 0))).toBe('File is smaller than 1 bytes')
    expect(DESIGN_IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024)
  })

  it('drops images beyond five with the maximum message, keeping the first ones', () => {
    const six = Array.from({ length: 6 }, (_, i) => png(`${i}.png`))
    const added = addDesignImages(0, six)
    expect(added.accepted.map((f) => f.name)).toEqual(['0.png', '1.png', '2.png', '3.png', '4.png'])
    expect(added.errors).toEqual([DESIGN_MESSAGES.tooManyImages])

    const more = addDesignImages(4, [png('x.png'), png('y.png')])
    expect(more.accepted.map((f) => f.name)).toEqual(['x.png'])
    expect(more.errors).toEqual(['Maximum 5 images allowed'])

    expect(addDesignImages(5, [png()])).toEqual({ accepted: [], errors: ['Maximum 5 images allowed'] })
  })

  it('refuses invalid files before counting, with one message per problem', () => {
    const added = addDesignImages(
      3,
      [
        file('a.svg', 'image/svg+xml'),
        png('ok.png'),
        file('b.bmp', 'image/bmp'),
        file('big.png', 'image/png', 200),
      ],
      { maxBytes: 100 },
    )
    expect(added.accepted.map((f) => f.name)).toEqual(['ok.png'])
    expect(added.errors).toEqual([
      'File type must be image/png, image/jpeg, image/gif',
      'File is larger than 100 bytes',
    ])
  })

  it('moves an image to the front to make it primary', () => {
    expect(makePrimary(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b'])
    expect(makePrimary(['a', 'b'], 0)).toEqual(['a', 'b'])
    expect(makePrimary(['a', 'b'], 5)).toEqual(['a', 'b'])
  })
})

describe('submission form values', () => {
  const valid = {
    ...designSubmissionDefaults,
    title: 'Moon hoodie',
    description: 'A moon over the logo',
    style: 'cyberpunk',
    terms_accepted: true,
  }
  const messages = (values: unknown) =>
    designSubmissionForm.safeParse(values).error?.issues.map((issue) => issue.message) ?? []

  it('leaves the wallet optional', () => {
    const parsed = designSubmissionForm.parse(valid)
    expect(parsed.wallet_address).toBeNull()
    expect(designBody(parsed, ['/u/1.webp'])).toMatchObject({
      title: 'Moon hoodie',
      style: 'cyberpunk',
      design_type: 'graphic',
      wallet_address: null,
      terms_accepted: true,
      images: ['/u/1.webp'],
    })
  })

  it('checks a given wallet as a Solana address', () => {
    const wallet = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    expect(designSubmissionForm.parse({ ...valid, wallet_address: `  ${wallet} ` }).wallet_address).toBe(
      wallet,
    )
    const invalid = 'Please enter a valid Solana wallet address'
    expect(messages({ ...valid, wallet_address: 'not-a-wallet' })).toEqual([invalid])
    // Base58 has no 0, O, I or l; 31 characters is too short, 45 too long.
    expect(messages({ ...valid, wallet_address: `0${wallet.slice(1)}` })).toEqual([invalid])
    expect(messages({ ...valid, wallet_address: wallet.slice(0, 31) })).toEqual([invalid])
    expect(messages({ ...valid, wallet_address: `${wallet}2` })).toEqual([invalid])
  })

  it('requires the terms, a style, a title and a description within their limits', () => {
    expect(messages({ ...valid, terms_accepted: false })).toEqual([DESIGN_MESSAGES.termsRequired])
    expect(messages({ ...valid, style: '' })).toEqual([DESIGN_MESSAGES.styleRequired])
    expect(messages({ ...valid, title: '  ' })).toEqual([DESIGN_MESSAGES.titleRequired])
    expect(messages({ ...valid, title: 'x'.repeat(101) })).toEqual([DESIGN_MESSAGES.titleTooLong])
    expect(messages({ ...valid, description: '' })).toEqual([DESIGN_MESSAGES.descriptionRequired])
    expect(messages({ ...valid, description: 'x'.repeat(501) })).toEqual([DESIGN_MESSAGES.descriptionTooLong])
    expect(messages({ ...valid, design_type: 'video' })).toHaveLength(1)
  })
})

describe('uploading images in order', () => {
  it('uploads one at a time and reports each image', async () => {
    const order: string[] = []
    const onUploaded = vi.fn()
    const outcome = await uploadInOrder(
      [{ name: 'a' }, { name: 'b' }],
      async (item) => {
        order.push(`start ${item.name}`)
        await Promise.resolve()
        order.push(`end ${item.name}`)
        return `/u/${item.name}.webp`
      },
      { onUploaded },
    )
    expect(outcome).toEqual({ ok: true, urls: ['/u/a.webp', '/u/b.webp'] })
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b'])
    expect(onUploaded.mock.calls.map(([n, url]) => [n, url])).toEqual([
      [1, '/u/a.webp'],
      [2, '/u/b.webp'],
    ])
  })

  it('stops at the first failure and does not try the remaining images', async () => {
    const upload = vi.fn(async (item: { name: string }) => {
      if (item.name === 'b') throw new Error('boom')
      return `/u/${item.name}.webp`
    })
    const onFailed = vi.fn()
    const onUploaded = vi.fn()
    const outcome = await uploadInOrder<{ name: string; url?: string }>(
      [{ name: 'a' }, { name: 'b' }, { name: 'c' }],
      upload,
      {
        onFailed,
        onUploaded,
      },
    )
    expect(outcome).toMatchObject({ ok: false, failed: 2 })
    expect(upload).toHaveBeenCalledTimes(2)
    expect(onUploaded).toHaveBeenCalledTimes(1)
    expect(onFailed).toHaveBeenCalledWith(2, expect.any(Error))
  })

  it('keeps images stored by an earlier attempt without sending them again', async () => {
    const upload = vi.fn(async () => '/u/new.webp')
    const onStart = vi.fn()
    const outcome = await uploadInOrder([{ url: '/u/old.webp' }, {}], upload, { onStart })
    expect(outcome).toEqual({ ok: true, urls: ['/u/old.webp', '/u/new.webp'] })
    expect(upload).toHaveBeenCalledTimes(1)
    expect(onStart).toHaveBeenCalledWith({ current: 2, total: 2 })
  })
})
