import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cachedBody } from '../../lib/http-cache.ts'
import { createCatalogCaches } from './catalog-cache.ts'

const body = cachedBody('{"items":[]}')

describe('catalogue caches', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('are per app: clearing one leaves another alone', async () => {
    const one = createCatalogCaches()
    const two = createCatalogCaches()
    await one.catalog.get('k', async () => body)
    await two.catalog.get('k', async () => body)
    one.clear()
    expect(one.catalog.has('k')).toBe(false)
    expect(two.catalog.has('k')).toBe(true)
  })

  it('keep product facts when stock moves here, and let them go at announced changes (once per window) or a clear', async () => {
    const caches = createCatalogCaches({ coalesceMs: 250 })
    const fill = () => caches.facts.get('p', async () => ({ id: 'p', price: 100, weight: 200 }))
    await fill()
    caches.soften()
    expect(caches.facts.has('p')).toBe(true)
    // Announced: another instance may have changed a price. A burst inside the window (a rush's
    // orders each announce their stock take) lets them go once more, at the window's end.
    caches.changed()
    expect(caches.facts.has('p')).toBe(false)
    await fill()
    caches.changed()
    caches.changed()
    expect(caches.facts.has('p')).toBe(true)
    vi.advanceTimersByTime(250)
    expect(caches.facts.has('p')).toBe(false)
    await fill()
    caches.clear()
    expect(caches.facts.has('p')).toBe(false)
    caches.stop()
  })

  it('clear at the first announcement, then at most once per window, never missing the last change', async () => {
    const caches = createCatalogCaches({ coalesceMs: 250 })
    const fill = () => caches.pages.get('/products', async () => body)
    await fill()
    caches.changed()
    expect(caches.pages.has('/products')).toBe(false)
    await fill()
    // A burst inside the window: held until the window ends, then one clear.
    caches.changed()
    caches.changed()
    expect(caches.pages.has('/products')).toBe(true)
    vi.advanceTimersByTime(250)
    expect(caches.pages.has('/products')).toBe(false)
    // A quiet window after that ends without clearing; the next announcement clears at once.
    await fill()
    vi.advanceTimersByTime(250)
    expect(caches.pages.has('/products')).toBe(true)
    caches.changed()
    expect(caches.pages.has('/products')).toBe(false)
    caches.stop()
  })

  it('a load that started before a clear answers its callers but is not kept', async () => {
    const caches = createCatalogCaches()
    let finish!: (v: typeof body) => void
    const pending = caches.catalog.get('k', () => new Promise((resolve) => (finish = resolve)))
    caches.clear()
    finish(body)
    expect(await pending).toBe(body)
    expect(caches.catalog.has('k')).toBe(false)
  })

  it('after a soften, the next reader waits for fresh data while readers meanwhile get the old copy', async () => {
    const caches = createCatalogCaches()
    const old = cachedBody('{"stock":2}')
    const next = cachedBody('{"stock":1}')
    await caches.catalog.get('k', async () => old)
    caches.soften()
    expect(caches.catalog.has('k')).toBe(false)
    let finish!: (v: typeof body) => void
    const first = caches.catalog.get('k', () => new Promise((resolve) => (finish = resolve)))
    // Arriving during the reload: the previous copy at once, no second load.
    expect(await caches.catalog.get('k', () => Promise.reject(new Error('second load')))).toBe(old)
    finish(next)
    expect(await first).toBe(next)
    expect(caches.catalog.has('k')).toBe(true)
    expect(await caches.catalog.get('k', () => Promise.reject(new Error('no load')))).toBe(next)
  })

  it('a load that started before a soften is served but stays out of date', async () => {
    const caches = createCatalogCaches()
    await caches.catalog.get('k', async () => body)
    caches.soften()
    let finish!: (v: typeof body) => void
    const pending = caches.catalog.get('k', () => new Promise((resolve) => (finish = resolve)))
    caches.soften()
    finish(body)
    expect(await pending).toBe(body)
    expect(caches.catalog.has('k')).toBe(false)
  })
})
