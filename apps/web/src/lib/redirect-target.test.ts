import { describe, expect, it } from 'vitest'
import { redirectTarget, safeRedirectPath } from './redirect-target'

const ORIGIN = 'https://rdo.shop'

describe('safeRedirectPath (the login ?from= filter)', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectPath('/orders', ORIGIN)).toBe('/orders')
    expect(safeRedirectPath('/products?q=hoodie#reviews', ORIGIN)).toBe('/products?q=hoodie#reviews')
    expect(safeRedirectPath('/a/../checkout', ORIGIN)).toBe('/checkout')
  })

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['mixed slashes', '/\\/evil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['other scheme', 'javascript:alert(1)'],
    ['relative path', 'orders'],
    ['empty', ''],
    ['encoded NUL', '/\u0000/evil.example'],
  ])('refuses a %s target', (_name, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeNull()
  })

  it('never yields a path a browser would read as another host', () => {
    // Percent-encoded slashes stay in the path, on this site.
    expect(safeRedirectPath('/%2F%2Fevil.example', ORIGIN)).toBe('/%2F%2Fevil.example')
    expect(safeRedirectPath('/.//evil.example', ORIGIN)).toBeNull()
  })

  it('works without a window (server rendering)', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile')
    expect(safeRedirectPath('//evil.example')).toBeNull()
  })
})

describe('redirectTarget', () => {
  it('reads a guard location or a path string, filtered the same way', () => {
    expect(redirectTarget({ from: { pathname: '/orders', search: '?page=2', hash: '' } }, ORIGIN)).toBe(
      '/orders?page=2',
    )
    expect(redirectTarget({ from: '/\\evil.example' }, ORIGIN)).toBeNull()
    expect(redirectTarget(null, ORIGIN)).toBeNull()
  })
})
