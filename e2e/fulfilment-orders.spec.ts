import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { signInFreshUser, toast } from './accounts'
import { apiSignIn, DEMO, expect, test } from './fixtures'
import { stockProducts } from './stock-products'
import { firstIdOf, screenTests } from './screens'

/** An order of one demo product (demo products are fulfilled from shop stock), not paid yet. */
async function placeOrder(customer: APIRequestContext, email: string) {
  const [chosen] = await stockProducts(customer, 1)
  const res = await customer.post('/api/orders', {
    data: {
      items: [{ product_id: chosen!.id, size: chosen!.size, color: chosen!.color, quantity: 1 }],
      shipping_address: {
        first_name: 'Fran',
        last_name: 'Fulfil',
        address: '1 Market St',
        address2: '',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
      shipping_rate_id: 'standard',
      email,
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { order } = (await res.json()) as { order: { id: string; total_cents: number } }
  return { order, product: chosen! }
}

/** A full-page screenshot kept with the test's results for a person to look at. */
async function keepScreenshot(page: Page, info: TestInfo, name: string) {
  const path = info.outputPath(`${name}.png`)
  await page.screenshot({ path, fullPage: true })
  await info.attach(name, { path, contentType: 'image/png' })
}

/** The customer's order page, opened afresh: the status badge and the line's state. */
async function openOrder(page: Page, orderId: string) {
  await page.goto(`/orders/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId.slice(0, 8)}` })).toBeVisible()
}

test.describe('fulfilment: a shop-stock order from payment to delivery', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the customer follows their order while the shop ships and delivers it; nobody else sees it', async ({
    page,
    browser,
    baseURL,
    outbox,
    freshEmail,
  }, info) => {
    const customer = await signInFreshUser(page, outbox, freshEmail, 'Fran Fulfil')
    const { order, product } = await placeOrder(page.request, customer.email)
    const short = order.id.slice(0, 8)
    const trackingNumber = '9400 1118 9922 3344 5566 77'

    await test.step('pays with the payment simulation and finds the order in the list', async () => {
      await page.goto(`/payment?orderId=${order.id}&amount=${(order.total_cents / 100).toFixed(2)}`)
      await page.getByRole('button', { name: /Pay Now/ }).click()
      await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible({
        timeout: 15_000,
      })
      await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 })
      const card = page.getByRole('article', { name: `Order #${short}` })
      await expect(card.getByText(product.name)).toBeVisible()
      await card.getByRole('link', { name: `Order #${short}` }).click()
      await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: `Order #${short}` })).toBeVisible()
      await expect(page).toHaveTitle(`Order #${short} | RDO Shop`)
      const items = page.getByRole('region', { name: 'Items' })
      await expect(items.getByText(product.name)).toBeVisible()
      await expect(items.getByText(`${product.size} / ${product.color}`)).toBeVisible()
      await expect(items.getByText('Processing', { exact: true })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('1 Market St')
      await expect(page.getByRole('link', { name: /Track package/ })).toHaveCount(0)
    })

    const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } })
    const adminPage = await admin.newPage()
    await apiSignIn(adminPage.request, DEMO.admin.email, DEMO.admin.password, 'admin')
    await adminPage.goto(`/admin/orders/${order.id}`)
    const panel = adminPage.getByRole('region', { name: 'Fulfilment' })

    await test.step('the admin marks the shop-stock line shipped with USPS', async () => {
      await expect(panel.getByText('Shop stock').first()).toBeVisible()
      await expect(panel.getByRole('table', { name: 'Line states' })).toContainText('Processing')
      const form = adminPage.getByRole('form', { name: 'Mark shipped' })
      await expect(form.getByRole('checkbox')).toBeChecked()
      await keepScreenshot(adminPage, info, 'admin-order-to-ship')
      await expect(form.getByLabel('Carrier', { exact: true })).toHaveValue('USPS')
      // A number with a character the carrier does not use is refused next to the field.
      await form.getByLabel('Tracking number').fill('94#00')
      await form.getByRole('button', { name: 'Mark shipped' }).click()
      await expect(
        form.getByText('Tracking number may hold letters, digits, spaces and hyphens only'),
      ).toBeVisible()
      await form.getByLabel('Tracking number').fill(trackingNumber)
      await form.getByRole('button', { name: 'Mark shipped' }).click()
      await expect(toast(adminPage, 'Marked as shipped')).toBeVisible()
      await expect(adminPage.getByRole('heading', { level: 1 }).locator('..')).toContainText('Shipped')
      await expect(panel.getByRole('table', { name: 'Line states' })).toContainText('Shipped')
      await expect(panel.getByText(trackingNumber)).toBeVisible()
      await expect(adminPage.getByRole('form', { name: 'Mark shipped' })).toHaveCount(0)
    })

    await test.step("the customer's page shows the parcel with its tracking link", async () => {
      await openOrder(page, order.id)
      await expect(
        page.getByRole('region', { name: 'Items' }).getByText('Shipped', { exact: true }),
      ).toBeVisible()
      const parcel = page.getByRole('article', { name: 'USPS' })
      await expect(parcel.getByText(trackingNumber)).toBeVisible()
      await expect(parcel).toContainText(product.name)
      const track = parcel.getByRole('link', { name: /Track package/ })
      await expect(track).toHaveAttribute('href', /^https:\/\/tools\.usps\.com\//)
      expect(decodeURIComponent((await track.getAttribute('href'))!)).toContain(trackingNumber)
      await expect(track).toHaveAttribute('target', '_blank')
      await expect(track).toHaveAttribute('rel', /noopener/)
      await keepScreenshot(page, info, 'customer-order-shipped')
    })

    await test.step('the admin marks it delivered', async () => {
      await keepScreenshot(adminPage, info, 'admin-order-shipped')
      await panel.getByRole('button', { name: 'Mark delivered' }).click()
      await expect(toast(adminPage, 'Marked as delivered')).toBeVisible()
      await expect(panel.getByRole('table', { name: 'Line states' })).toContainText('Delivered')
      await expect(panel.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0)
    })

    await test.step("the customer's page says Delivered", async () => {
      await openOrder(page, order.id)
      await expect(
        page.getByRole('region', { name: 'Items' }).getByText('Delivered', { exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('article', { name: 'USPS' }).getByText('Delivered').first()).toBeVisible()
    })

    await test.step("another customer opening the order's address sees Order not found", async () => {
      const other = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } })
      const otherPage = await other.newPage()
      await apiSignIn(otherPage.request, DEMO.bob.email, DEMO.bob.password)
      await otherPage.goto(`/orders/${order.id}`)
      await expect(otherPage.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible()
      await expect(otherPage.getByText(product.name)).toHaveCount(0)
      await otherPage.getByRole('link', { name: 'Back to my orders' }).click()
      await expect(otherPage).toHaveURL(/\/orders$/)
      await other.close()
    })
    await admin.close()
  })
})

test.describe("fulfilment: the customer's order page", () => {
  screenTests(
    [
      {
        name: 'customer-order',
        path: async (page) => `/orders/${await firstIdOf(page, '/api/orders')}`,
        ready: 'main h1',
      },
    ],
    (page) => apiSignIn(page.request, DEMO.alice.email, DEMO.alice.password),
  )
})
