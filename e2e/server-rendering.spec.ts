import { signInFreshUser } from './accounts'
import { expect, test } from './fixtures'
import { stockProducts } from './stock-products'

/** The public pages the server renders (apps/web/src/entry-server.tsx). */
const PAGES = [
  '/',
  '/products',
  '/shipping-info',
  '/returns',
  '/size-guide',
  '/contact-us',
  '/privacy',
  '/terms',
  '/token',
  '/partner-program',
]

/** Pages of things that do not exist: rendered with their not-found message (HTTP 404). */
const NOT_FOUND_PAGES = ['/products/no-such-product', '/partners/00000000-0000-4000-8000-000000000000']

async function firstProductPath(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/api/products?limit=1')
  const body = (await res.json()) as {
    items: { id: string; slug: string; name: string; price_cents: number }[]
  }
  const item = body.items[0]!
  return { path: `/products/${item.slug}`, ...item }
}

test.describe('server-rendered pages', () => {
  test('show their content before any JavaScript runs', async ({ browser, request, baseURL }) => {
    const product = await firstProductPath(request)
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('link', { name: /Shop Collection/ })).toBeVisible()
    await page.goto('/products')
    await expect(page.getByRole('heading', { name: 'Our Collection' })).toBeVisible()
    await expect(page.getByText(product.name).first()).toBeVisible()
    await page.goto(product.path)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    // A product that does not exist: its message, with the 404 status.
    const missing = await page.goto(NOT_FOUND_PAGES[0]!)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
    // Links work as plain links until the app takes over.
    await page.goto(product.path)
    await page.getByRole('link', { name: 'Shipping Info' }).first().click()
    await expect(page).toHaveURL(/\/shipping-info$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.close()
  })

  test('hydrate without mismatches, signed out and signed in, light and dark', async ({
    page,
    request,
    outbox,
    freshEmail,
  }) => {
    // Every server-rendered page four times over (signed out and in, light and dark).
    test.setTimeout(120_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      // The browser logs a not-found page's own 404 status: that one is expected.
      const ownStatus = NOT_FOUND_PAGES.some((path) => message.location().url.endsWith(path))
      if (message.type() === 'error' && !ownStatus) errors.push(`${page.url()}: ${message.text()}`)
    })
    const product = await firstProductPath(request)
    const pages = [...PAGES, product.path, ...NOT_FOUND_PAGES]
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const path of pages) await page.goto(path)
    }
    await signInFreshUser(page, outbox, freshEmail)
    const [line] = await stockProducts(request, 1)
    // A visitor's cart left in this browser: it merges into the account's cart at the next page.
    await page.evaluate(
      (p) =>
        localStorage.setItem(
          'rdo-cart',
          JSON.stringify([
            {
              productId: p.id,
              slug: p.slug,
              name: p.name,
              size: p.size,
              color: p.color,
              priceCents: 2500,
              quantity: 2,
            },
          ]),
        ),
      line!,
    )
    for (const path of pages) {
      await page.goto(path)
      // The stored cart shows on the badge once the page is live.
      await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    }
    expect(errors).toEqual([])
  })

  test('respond to input once hydrated: the search box filters the rendered list', async ({ page }) => {
    await page.goto('/products')
    await page.getByRole('searchbox').fill('hoodie')
    await expect(page).toHaveURL(/q=hoodie/)
    // Name or description: the demo hoodies are in the list, the demo tees are not.
    const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 })
    await expect(names.filter({ hasText: 'Degen Mode Hoodie' })).toBeVisible()
    await expect(names.filter({ hasText: 'Diamond Hands Tee' })).toHaveCount(0)
  })
})
