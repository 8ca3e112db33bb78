import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO, expect, signIn, test } from './fixtures'

type Variant = { id: string; size: string; stock: number }
type Product = { id: string; slug: string; name: string; stock: number; variants: Variant[] }

async function getProduct(request: APIRequestContext, slug: string): Promise<Product> {
  const res = await request.get(`/api/products/${slug}`)
  expect(res.ok()).toBeTruthy()
  return (await res.json()) as Product
}

async function stockOf(request: APIRequestContext, slug: string, size: string): Promise<number> {
  const product = await getProduct(request, slug)
  const variant = product.variants.find((item) => item.size === size)
  if (!variant) throw new Error(`${slug} has no size ${size}`)
  return variant.stock
}

/** Radios are visually replaced by swatches and chips: click their labels like a user would. */
async function pick(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true })
  await radio.check({ force: true })
  await expect(radio).toBeChecked()
}

test.describe('storefront: from the catalogue to a paid order', () => {
  test('searches, filters, buys two of a size, pays, and finds the order processing', async ({
    page,
    outbox,
  }) => {
    const slug = 'diamond-hands-tee'
    const stockBefore = await stockOf(page.request, slug, 'M')
    expect(stockBefore).toBeGreaterThanOrEqual(2)

    await page.goto('/products')
    await expect(page.getByRole('heading', { name: 'Our Collection' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search products' }).fill('diamond')
    await expect(page).toHaveURL(/[?&]q=diamond/)
    await page.getByLabel('Category').selectOption({ label: 'T-Shirts' })
    await expect(page).toHaveURL(/category=t-shirts/)
    const products = page.getByRole('list', { name: 'Products' })
    await expect(products.getByRole('link')).toHaveCount(1)
    await products.getByRole('link', { name: /Diamond Hands Tee/ }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Diamond Hands Tee' })).toBeVisible()
    await pick(page, 'Solana Purple')
    await pick(page, 'M')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Added to cart!')).toBeVisible()

    await page.getByRole('link', { name: 'Cart, 1 item' }).click()
    const lineName = 'Diamond Hands Tee (M, Solana Purple)'
    await expect(page.getByRole('link', { name: lineName })).toBeVisible()
    await page.getByLabel(`Quantity for ${lineName}`).selectOption('2')
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
    // The cart survives a reload.
    await page.reload()
    await expect(page.getByLabel(`Quantity for ${lineName}`)).toHaveValue('2')
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click()

    // Signed out: checkout sends the shopper to sign in and back.
    await expect(page).toHaveURL(/\/checkout$/)
    await page.getByRole('button', { name: 'Continue to Login' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('Email', { exact: true }).fill(DEMO.alice.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.alice.password)
    await page.getByRole('button', { name: /sign in|log in/i }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(DEMO.alice.email)

    await page.getByLabel('First name').fill('Alice')
    await page.getByLabel('Last name').fill('Anderson')
    await page.getByLabel('Street address').fill('350 Fifth Avenue')
    await page.getByLabel('City').fill('New York')
    await page.getByLabel('State').selectOption('NY')
    await page.getByLabel('ZIP code').fill('10118')
    const rates = page.getByRole('group', { name: 'Shipping method' })
    await expect(rates.getByRole('radio').first()).toBeChecked()
    await expect(rates.getByRole('radio')).not.toHaveCount(0)

    // Emptying a field clears the quotes; filling it again brings them back.
    await page.getByLabel('City').fill('')
    await expect(rates).toHaveCount(0)
    await page.getByLabel('City').fill('New York')
    await expect(rates.getByRole('radio').first()).toBeChecked()

    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}&amount=\d+\.\d{2}$/)
    const orderId = new URL(page.url()).searchParams.get('orderId')!
    await expect(page.getByText(lineName.replace(' (M, Solana Purple)', ''))).toBeVisible()
    await page.getByRole('button', { name: /Pay Now/ }).click()
    await expect(page.getByRole('button', { name: /Processing payment/ })).toBeDisabled()
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible()

    await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 })
    const card = page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` })
    await expect(card).toBeVisible()
    await expect(card.getByText('Processing', { exact: true })).toBeVisible()
    await expect(card.getByText('Diamond Hands Tee')).toBeVisible()

    expect(await stockOf(page.request, slug, 'M')).toBe(stockBefore - 2)
    const mail = await outbox.waitFor(DEMO.alice.email, (m) =>
      `${m.subject} ${m.html ?? ''} ${m.text ?? ''}`.toLowerCase().includes(orderId.slice(0, 8)),
    )
    expect(mail.subject.toLowerCase()).toContain('order')
  })
})

test.describe('storefront: checkout and payment messages', () => {
  test('address and shipping checks, a failed payment, and cancelling the unpaid order', async ({ page }) => {
    await signIn(page, DEMO.alice.email, DEMO.alice.password)
    const product = await getProduct(page.request, 'diamond-hands-tee')
    const line = {
      productId: product.id,
      slug: product.slug,
      name: `${product.name} (L, Black)`,
      imageUrl: null,
      priceCents: 3400,
      size: 'L',
      color: 'Black',
      quantity: 1,
    }
    await page.addInitScript(
      (cart) => {
        localStorage.setItem('rdo-cart', JSON.stringify(cart))
        sessionStorage.removeItem('rdo-checkout-address')
      },
      [line],
    )
    await page.goto('/checkout')
    // Start from an empty form whatever the profile's saved address is.
    for (const label of ['First name', 'Last name', 'Street address', 'City', 'ZIP code']) {
      await page.getByLabel(label).fill('')
    }
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page.getByText('Please complete all address fields').first()).toBeVisible()

    await page.getByLabel('First name').fill('Alice')
    await page.getByLabel('Last name').fill('Anderson')
    await page.getByLabel('Street address').fill('1 Infinite Loop')
    await page.getByLabel('City').fill('Cupertino')
    await page.getByLabel('State').selectOption('CA')
    await page.getByLabel('ZIP code').fill('9501')
    await expect(page.getByText('Please enter a valid ZIP code (12345 or 12345-6789)')).toBeVisible()
    await page.getByLabel('ZIP code').fill('95014')
    await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page).toHaveURL(/\/payment\?orderId=/)
    const orderId = new URL(page.url()).searchParams.get('orderId')!

    await page.route('**/api/orders/*/pay', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'An error occurred' } } }),
    )
    await page.getByRole('button', { name: /Pay Now/ }).click()
    await expect(page.getByText('Payment failed. Please try again.').first()).toBeVisible()

    await page.goto('/orders')
    const card = page.getByRole('article', { name: `Order #${orderId.slice(0, 8)}` })
    await expect(card.getByText('Pending Payment')).toBeVisible()
    await card.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click()
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0)
  })
})

test.describe('storefront: an empty catalogue', () => {
  test("says 'No products found': check back soon without a filter, adjust the search with one", async ({
    page,
  }) => {
    // The shop's catalogue is shared by every test: the browser's product lists come back empty here.
    await page.route(/\/api\/products\?/, (route) => route.fulfill({ json: { items: [], total: 0 } }))
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()
    await expect(page.getByRole('heading', { name: 'Our Collection' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText('No products found', { exact: true })).toBeVisible()
    await expect(main.getByText('Check back soon for new products!', { exact: true })).toBeVisible()
    await expect(main.getByText('Try adjusting your search or filter criteria')).toHaveCount(0)

    await page.getByRole('searchbox', { name: 'Search products' }).fill('nothing like this')
    await expect(page).toHaveURL(/[?&]q=nothing/)
    await expect(
      main.getByText('Try adjusting your search or filter criteria', { exact: true }),
    ).toBeVisible()
    await expect(main.getByText('No products found', { exact: true })).toBeVisible()
    await expect(main.getByText('Check back soon for new products!')).toHaveCount(0)
  })
})

test.describe('storefront: product page messages', () => {
  test('asks for a size, disables sold-out sizes and out-of-stock products', async ({ page }) => {
    await page.goto('/products/diamond-hands-tee')
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Please select a size')).toBeVisible()

    const gm = await getProduct(page.request, 'gm-tee')
    const soldOut = gm.variants.filter((variant) => variant.stock <= 0)
    expect(soldOut.length).toBeGreaterThan(0)
    await page.goto('/products/gm-tee')
    for (const variant of soldOut) {
      await expect(page.getByRole('radio', { name: `${variant.size} (sold out)` })).toBeDisabled()
    }
    const available = gm.variants.find((variant) => variant.stock > 0)!
    await expect(page.getByRole('radio', { name: available.size, exact: true })).toBeEnabled()

    await page.goto('/products/bull-run-tee')
    await expect(page.getByText('Out of Stock').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  })

  test('the gallery follows the colour and the arrow keys; low stock is announced', async ({ page }) => {
    await page.goto('/products/degen-mode-hoodie')
    const gallery = page.getByRole('region', { name: 'Degen Mode Hoodie images' })
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie in Black' })).toBeVisible()
    await pick(page, 'Solana Purple')
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie in Solana Purple' })).toBeVisible()
    await expect(gallery.getByText('1 / 2')).toBeVisible()
    await gallery.getByRole('group').focus()
    await page.keyboard.press('ArrowRight')
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie print detail' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(gallery.getByRole('img', { name: 'Degen Mode Hoodie in Solana Purple' })).toBeVisible()
    await gallery.getByRole('button', { name: 'Show image 2 of 2' }).click()
    await expect(gallery.getByText('2 / 2')).toBeVisible()

    const lambo = await getProduct(page.request, 'wen-lambo-tee')
    await page.goto('/products/wen-lambo-tee')
    await expect(page.getByText('Low Stock', { exact: true })).toBeVisible()
    await expect(page.getByText(`Only ${lambo.stock} left`, { exact: true })).toBeVisible()
  })

  test('a visitor is asked to sign in for the wishlist and reviews', async ({ page }) => {
    await page.goto('/products/diamond-hands-tee')
    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await expect(page.getByText('Please sign in to add items to your wishlist')).toBeVisible()
    await expect(page.getByText('Please sign in to leave a review')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login')
  })

  test('shares the link through the dialog and copies it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/products/diamond-hands-tee')
    await page.getByRole('button', { name: 'Share this product' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share this product' })
    await expect(dialog.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', /t\.me\/share/)
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/)
    await dialog.getByRole('button', { name: 'Copy Link' }).click()
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
    // The absolute link on this site's origin.
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/products/diamond-hands-tee`,
    )
  })

  test('review form validation, and the wishlist round trip when signed in', async ({ page, baseURL }) => {
    await signIn(page, DEMO.alice.email, DEMO.alice.password)
    // A product Alice has not reviewed yet, so the form shows.
    const list = await (await page.request.get('/api/products?limit=40')).json()
    let slug = ''
    for (const item of list.items as { id: string; slug: string }[]) {
      const reviews = await (await page.request.get(`/api/products/${item.id}/reviews`)).json()
      if (!reviews.viewer_has_reviewed) {
        slug = item.slug
        break
      }
    }
    expect(slug).not.toBe('')
    const product = await getProduct(page.request, slug)
    // Start with the heart off whatever earlier runs left behind.
    await page.request.delete(`/api/wishlist/products/${product.id}`, { headers: { origin: baseURL! } })
    await page.goto(`/products/${slug}`)
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Write a Review' }) })
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(form.getByText('Please select a rating')).toBeVisible()
    await pick(page, '4 stars')
    await form.getByLabel('Title').fill('   ')
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await expect(form.getByText('Please fill in all fields')).toBeVisible()
    await form.getByLabel('Title').fill('x'.repeat(120))
    await expect(form.getByLabel('Title')).toHaveValue('x'.repeat(100))
    await expect(form.getByText('100/100')).toBeVisible()

    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.goto('/wishlist')
    const name = product.name
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'href',
      `/products/${slug}`,
    )
    await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click()
    await expect(page.getByText('Item removed from wishlist')).toBeVisible()
  })

  test('an unknown product says so and links back', async ({ page }) => {
    await page.goto('/products/no-such-product')
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to products' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })
})
