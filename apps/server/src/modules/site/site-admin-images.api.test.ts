import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cachedBody } from '../../lib/http-cache.ts'
import {
  admin,
  auditRows,
  file,
  getSettings,
  home,
  png,
  reset,
  storedRows,
  t,
  upload,
  useSiteAdminWorld,
  type Part,
} from './site-admin.fixtures.ts'

useSiteAdminWorld()

describe('admin site settings', () => {
  it('uploads a PNG logo through the image pipeline: served as WebP, shown on the home page, audited', async () => {
    await t.ctx.caches.pages.get('/', async () => cachedBody('<p>old</p>'))
    const res = await upload('logo', [file(await png(400, 100)), { name: 'alt_text', data: ' RDO logo ' }])
    expect(res.statusCode).toBe(200)
    const logo = res.json().images.logo
    expect(logo).toEqual({ url: expect.stringMatching(/^\/files\/site\/.+\.webp$/), alt_text: 'RDO logo' })
    expect(res.json().images.hero_image).toBeNull()

    const served = await t.request({ method: 'GET', url: logo.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const meta = await sharp(served.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 100])

    expect((await home()).logo_url).toBe(logo.url)
    expect(t.ctx.caches.pages.has('/')).toBe(false)
    const [entry, ...more] = await auditRows('site_setting.image_upload')
    expect(more).toHaveLength(0)
    expect(entry).toMatchObject({ entityId: 'logo', before: null, after: logo, actorId: admin.id })

    // Replacing it records the previous image.
    const again = await upload('logo', [file(await png(200, 50))])
    expect(again.statusCode).toBe(200)
    expect(again.json().images.logo.alt_text).toBeNull()
    const entries = await auditRows('site_setting.image_upload')
    expect(entries).toHaveLength(2)
    expect(entries[1]!.before).toEqual(logo)
  })

  it('rasterises an SVG logo, and takes a hero image', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#14f195"/><script>alert(1)</script></svg>'
    const res = await upload('logo', [file(Buffer.from(svg), 'logo.svg', 'image/svg+xml')])
    expect(res.statusCode).toBe(200)
    const served = await t.request({ method: 'GET', url: res.json().images.logo.url })
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.rawPayload.includes('script')).toBe(false)

    const hero = await upload('hero_image', [file(await png(1920, 1080))])
    expect(hero.statusCode).toBe(200)
    const url = hero.json().images.hero_image.url
    expect((await home()).hero_image_url).toBe(url)
    const meta = await sharp((await t.request({ method: 'GET', url })).rawPayload).metadata()
    expect(meta.format).toBe('webp')
  })

  it('refuses what is not an acceptable image and changes nothing', async () => {
    const before = await storedRows()
    const audits = (await auditRows()).length
    const refusals: [string, Part[], string, string][] = [
      [
        'logo',
        [file(Buffer.from('not an image at all'), 'logo.png')],
        'FILE_TYPE',
        'File type must be PNG, JPG, WebP, SVG',
      ],
      [
        'hero_image',
        [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'hero.svg', 'image/svg+xml')],
        'FILE_TYPE',
        'File type must be PNG, JPG, WebP',
      ],
      ['logo', [{ name: 'alt_text', data: 'no file' }], 'FILE_REQUIRED', 'Please choose an image to upload'],
      ['logo', [file(Buffer.alloc(2 * 1024 * 1024 + 1, 1))], 'FILE_TOO_LARGE', 'Image must be at most 2 MB'],
      [
        'logo',
        [file(await png(10, 10)), file(await png(10, 10))],
        'TOO_MANY_FILES',
        'Upload one image at a time',
      ],
      [
        'logo',
        [file(await png(10, 10)), { name: 'alt_text', data: 'x'.repeat(201) }],
        'INVALID',
        'Alt text must be at most 200 characters',
      ],
      ['favicon', [file(await png(10, 10))], 'INVALID', ''],
    ]
    for (const [key, parts, code, message] of refusals) {
      const res = await upload(key, parts)
      expect(res.statusCode, `${key} ${code}`).toBe(400)
      expect(res.json().error.code).toBe(code)
      if (message) expect(res.json().error.message).toBe(message)
    }
    const json = await t.request({
      method: 'POST',
      url: '/api/admin/site/images/logo',
      cookie: admin.cookie,
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(400)
    expect(json.json().error.code).toBe('FILE_REQUIRED')
    expect(await storedRows()).toEqual(before)
    expect(await auditRows()).toHaveLength(audits)
  })

  it('resets an image to the default once, with one audit row', async () => {
    const current = (await getSettings()).json().images.hero_image
    expect(current).not.toBeNull()
    const res = await reset('hero_image')
    expect(res.statusCode).toBe(200)
    expect(res.json().images.hero_image).toBeNull()
    expect(res.json().images.logo).not.toBeNull()
    expect((await home()).hero_image_url).toBeNull()

    // Nothing left to reset: no change, no audit row.
    expect((await reset('hero_image')).statusCode).toBe(200)
    const entries = await auditRows('site_setting.image_reset')
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ entityId: 'hero_image', before: current, after: null })
    expect((await reset('banner')).statusCode).toBe(400)
  })
})
