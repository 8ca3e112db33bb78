import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helper.ts'
import { storeImage } from './images.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const png = (w = 800, h = 600) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#9945ff' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .jpeg()
    .toBuffer()

describe('image uploads', () => {
  it('re-encodes to WebP in several widths without metadata and serves them immutable and nosniff', async () => {
    const input = await png(1600, 1000)
    expect((await sharp(input).metadata()).exif).toBeTruthy()
    const { url } = await storeImage(t.ctx.storage, 'products', input, {
      allowed: ['jpg', 'png'],
      maxBytes: 5_000_000,
    })
    expect(url).toMatch(/^\/files\/products\/.+-1200\.webp$/)
    for (const width of [320, 640, 1200]) {
      const res = await t.request({ method: 'GET', url: url.replace('-1200.webp', `-${width}.webp`) })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      const meta = await sharp(res.rawPayload).metadata()
      expect(meta.width).toBe(width)
      expect(meta.exif).toBeUndefined()
    }
  })

  it('refuses a file whose bytes are not an allowed image, whatever its name claims', async () => {
    const fake = Buffer.from('<html><script>alert(1)</script></html>')
    await expect(
      storeImage(t.ctx.storage, 'avatars', fake, { allowed: ['png'], maxBytes: 1000 }),
    ).rejects.toThrow('File type must be PNG')
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    await expect(
      storeImage(t.ctx.storage, 'avatars', gif, { allowed: ['png', 'jpg'], maxBytes: 100_000 }),
    ).rejects.toThrow('File type must be PNG, JPG')
  })

  it('refuses oversized files and decompression bombs', async () => {
    const input = await png()
    await expect(
      storeImage(t.ctx.storage, 'avatars', input, { allowed: ['jpg'], maxBytes: 100 }),
    ).rejects.toThrow('File is larger than 100 bytes')
    await expect(
      storeImage(t.ctx.storage, 'avatars', input, { allowed: ['jpg'], maxBytes: 5_000_000, maxPixels: 1000 }),
    ).rejects.toThrow('The image could not be read')
  })

  it('rasterises SVG so no script reaches a browser, and crops squares', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100" fill="#14f195"/></svg>',
    )
    const { url } = await storeImage(t.ctx.storage, 'partners', svg, {
      allowed: ['svg', 'png'],
      maxBytes: 100_000,
      square: 128,
    })
    const res = await t.request({ method: 'GET', url })
    expect(res.headers['content-type']).toBe('image/webp')
    expect((await sharp(res.rawPayload).metadata()).width).toBe(128)
  })

  it('answers 404 for unknown buckets, missing files and path tricks', async () => {
    for (const url of [
      '/files/secrets/a.webp',
      '/files/products/missing.webp',
      '/files/products/..%2f..%2fpackage.json',
    ]) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404)
    }
  })

  it('publishes the OpenAPI description', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json().paths)).toContain('/api/auth/sign-in')
  })
})
