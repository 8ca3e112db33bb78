import { describe, expect, it } from 'vitest'
import { checkSiteImage } from './check-site-image'

describe('checkSiteImage', () => {
  it('takes PNG, JPG, WebP and SVG logos and PNG, JPG, WebP hero images within their sizes', () => {
    expect(checkSiteImage('logo', { type: 'image/svg+xml', size: 1000 })).toBeNull()
    expect(checkSiteImage('logo', { type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull()
    expect(checkSiteImage('hero_image', { type: 'image/jpeg', size: 10 * 1024 * 1024 })).toBeNull()
    // Some systems give no type: the server decides by the bytes.
    expect(checkSiteImage('hero_image', { type: '', size: 10 })).toBeNull()
  })

  it('names the accepted types and the size limit in the same words as the server', () => {
    expect(checkSiteImage('hero_image', { type: 'image/svg+xml', size: 10 })).toBe(
      'File type must be PNG, JPG, WebP',
    )
    expect(checkSiteImage('logo', { type: 'image/gif', size: 10 })).toBe(
      'File type must be PNG, JPG, WebP, SVG',
    )
    expect(checkSiteImage('logo', { type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'Image must be at most 2 MB',
    )
  })
})
