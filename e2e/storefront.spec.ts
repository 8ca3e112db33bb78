import { DEMO, expect, signIn, test } from './fixtures'
import { getProduct, pick, stockOf } from './product-page'

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
