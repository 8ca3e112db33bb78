import type { APIRequestContext, Page } from '@playwright/test'
import { signInFreshUser, toast } from './accounts'
import { apiSignIn, DEMO, expect, linkIn, test } from './fixtures'
import { addToCart } from './product-page'

/** The Printify stand-in the end-to-end server talks to (e2e/start-server.ts), and its control endpoint. */
const STAND_IN_CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 1001}/__control`
const STAND_IN_SHOP = 1001
/** Stand-in Tee 1: Heather Navy and White, S to XL; Printify's variant "White / M" is 10111. */
const TEE = { printifyId: '65f0c0ffee00000000000001', name: 'Stand-in Tee 1', variantId: 10_111 }
const PRINTIFY_TRACKING = '9400111899223817612345'
const UPS_TRACKING = '1Z999AA10123456784'

type StandInOrder = {
  id: string
  external_id: string
  line_items: { product_id: string; variant_id: number; quantity: number; sku?: string }[]
  address_to: Record<string, string>
  status: string
}

async function standInOrders(request: APIRequestContext, orderId: string) {
  const res = await request.get(`${STAND_IN_CONTROL}?orders`)
  expect(res.ok()).toBeTruthy()
  return ((await res.json()) as { orders: StandInOrder[] }).orders.filter((o) => o.external_id === orderId)
}

/** Printify tells the shop about the order: the stand-in signs the event and posts it to the webhook. */
async function deliver(request: APIRequestContext, type: string, orderId: string) {
  const res = await request.post(STAND_IN_CONTROL, { data: { deliver: { type, external_id: orderId } } })
  expect(res.ok(), await res.text()).toBeTruthy()
  const { results } = (await res.json()) as { results: { url: string; status: number; body: unknown }[] }
  // Delivered to the shop's webhook and taken.
  expect(results.length, `a webhook registered for ${type}`).toBeGreaterThan(0)
  for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200)
}

/** Stand-in Tee 1 in the shop: imported from Printify by this test unless another test already did. */
async function importedTee(admin: APIRequestContext) {
  const find = async () => {
    const list = (await (await admin.get('/api/admin/printify/products?per_page=100')).json()) as {
      items: { id: string; slug: string; external_id: string }[]
    }
    return list.items.find((p) => p.external_id === TEE.printifyId)
  }
  const found = await find()
  if (found) return found
  const res = await admin.post('/api/admin/printify/imports', {
    data: { shop_id: STAND_IN_SHOP, product_ids: [TEE.printifyId] },
  })
  expect(res.status(), await res.text()).toBe(202)
  const { import: job } = (await res.json()) as { import: { id: string } }
  await expect
    .poll(
      async () =>
        (
          (await (await admin.get(`/api/admin/printify/imports/${job.id}`)).json()) as {
            import: { status: string }
          }
        ).import.status,
      { timeout: 60_000 },
    )
    .toMatch(/^(done|failed)$/)
  // A failed import here may be another test importing the same product at the same moment.
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy()
  return (await find())!
}

/** The customer's order page, opened afresh. */
async function openOrder(page: Page, orderId: string) {
  await page.goto(`/orders/${orderId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId.slice(0, 8)}` })).toBeVisible()
}

/** The order's status badge, next to its heading. */
const orderStatus = (page: Page, label: string) =>
  page
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .getByText(label, { exact: true })

const lineOf = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Items' }).getByRole('listitem').filter({ hasText: name })

test.describe('fulfilment: an order split between Printify and shop stock', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test('Printify makes and ships its line, the shop ships the other, and the customer follows both parcels', async ({
    page,
    browser,
    baseURL,
    adminApi,
    outbox,
    freshEmail,
  }) => {
    const tee = await test.step('the admin imports Stand-in Tee 1 and gets fulfilment ready', async () => {
      const product = await importedTee(adminApi)
      const link = await (await adminApi.get(`/api/admin/products/${product.id}/fulfilment`)).json()
      expect(link).toMatchObject({ provider: 'printify', printify_product_id: TEE.printifyId })
      const settings = await adminApi.put('/api/admin/fulfilment/settings', {
        data: { auto_send_to_production: true },
      })
      expect(settings.ok(), await settings.text()).toBeTruthy()
      const hooks = await adminApi.post('/api/admin/fulfilment/webhooks')
      expect(hooks.ok(), await hooks.text()).toBeTruthy()
      return product
    })

    const customer = await signInFreshUser(page, outbox, freshEmail, 'Pat Printify')
    let orderId = ''

    await test.step('the customer buys the Printify tee and a shop-stock tee, and pays', async () => {
      await addToCart(page, `/products/${tee.slug}`, TEE.name, 'White', 'M')
      await addToCart(page, '/products/diamond-hands-tee', 'Diamond Hands Tee', 'Solana Purple', 'M')
      await page.getByRole('link', { name: 'Cart, 2 items' }).click()
      await expect(page.getByRole('link', { name: `${TEE.name} (M, White)` })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Diamond Hands Tee (M, Solana Purple)' })).toBeVisible()
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
      await expect(page).toHaveURL(/\/checkout$/)
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(customer.email)
      await page.getByLabel('First name').fill('Pat')
      await page.getByLabel('Last name').fill('Printify')
      await page.getByLabel('Street address').fill('1600 Pennsylvania Avenue NW')
      await page.getByLabel('City').fill('Washington')
      await page.getByLabel('State').selectOption('DC')
      await page.getByLabel('ZIP code').fill('20500')
      await expect(
        page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first(),
      ).toBeChecked()
      await page.getByRole('button', { name: 'Continue to Payment' }).click()
      await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}&amount=\d+\.\d{2}$/)
      orderId = new URL(page.url()).searchParams.get('orderId')!
      await page.getByRole('button', { name: /Pay Now/ }).click()
      await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible({
        timeout: 15_000,
      })
      await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 })
    })

    await test.step('Printify receives one order with the White / M variant and the checkout address', async () => {
      await expect
        .poll(async () => (await standInOrders(page.request, orderId)).length, { timeout: 30_000 })
        .toBe(1)
      const [sent] = await standInOrders(page.request, orderId)
      // The shop-stock tee is not in it.
      expect(sent!.line_items).toEqual([
        expect.objectContaining({ product_id: TEE.printifyId, variant_id: TEE.variantId, quantity: 1 }),
      ])
      expect(sent!.address_to).toMatchObject({
        first_name: 'Pat',
        last_name: 'Printify',
        email: customer.email,
        address1: '1600 Pennsylvania Avenue NW',
        city: 'Washington',
        region: 'DC',
        zip: '20500',
        country: 'US',
      })
      // Sent to production on its own (the setting is on), unless the back-office test switched the
      // setting off for its moment while this order was submitted: then the admin sends it by hand.
      const part = async () =>
        (
          (await (await adminApi.get(`/api/admin/orders/${orderId}/fulfilment`)).json()) as {
            fulfilments: { id: string; provider: string; status: string }[]
          }
        ).fulfilments.find((f) => f.provider === 'printify')
      await expect
        .poll(async () => (await part())?.status, { timeout: 30_000 })
        .toMatch(/^(awaiting_production|in_production)$/)
      const printify = (await part())!
      if (printify.status === 'awaiting_production') {
        const sent = await adminApi.post(`/api/admin/fulfilment/${printify.id}/send-to-production`)
        expect(sent.ok(), await sent.text()).toBeTruthy()
      }
      await expect
        .poll(async () => (await standInOrders(page.request, orderId))[0]!.status, { timeout: 30_000 })
        .toBe('in-production')
    })

    await test.step("Printify ships its line: the customer's page shows it shipped with USPS tracking", async () => {
      await deliver(page.request, 'order:shipment:created', orderId)
      await openOrder(page, orderId)
      await expect(orderStatus(page, 'Partially shipped')).toBeVisible()
      await expect(lineOf(page, TEE.name).getByText('Shipped', { exact: true })).toBeVisible()
      await expect(lineOf(page, 'Diamond Hands Tee').getByText('Processing', { exact: true })).toBeVisible()
      const parcel = page.getByRole('article', { name: 'USPS' })
      await expect(parcel.getByText(PRINTIFY_TRACKING)).toBeVisible()
      await expect(parcel).toContainText(TEE.name)
      await expect(parcel).not.toContainText('Diamond Hands Tee')
      const track = parcel.getByRole('link', { name: /Track package/ })
      await expect(track).toHaveAttribute('href', /^https:\/\/tools\.usps\.com\//)
      expect(await track.getAttribute('href')).toContain(PRINTIFY_TRACKING)

      // The shipping confirmation for this parcel: the carrier, the tracking number and the order's link.
      const number = orderId.slice(0, 8).toUpperCase()
      const mail = await outbox.waitFor(
        customer.email,
        (m) => m.template === 'shipping-confirmation' && m.subject.includes(number),
      )
      expect(mail.subject).toContain('shipped')
      expect(mail.html).toContain('USPS')
      expect(mail.html).toContain(PRINTIFY_TRACKING)
      expect(linkIn(mail, `/orders/${orderId}`)).toBe(`${baseURL}/orders/${orderId}`)
    })

    const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } })
    const adminPage = await admin.newPage()
    await apiSignIn(adminPage.request, DEMO.admin.email, DEMO.admin.password, 'admin')

    await test.step('the admin ships the shop-stock line with UPS', async () => {
      await adminPage.goto(`/admin/orders/${orderId}`)
      const panel = adminPage.getByRole('region', { name: 'Fulfilment' })
      const states = panel.getByRole('table', { name: 'Line states' })
      await expect(states.getByRole('row').filter({ hasText: TEE.name })).toContainText('Shipped')
      await expect(states.getByRole('row').filter({ hasText: 'Diamond Hands Tee' })).toContainText(
        'Processing',
      )
      const form = adminPage.getByRole('form', { name: 'Mark shipped' })
      // Only the shop-stock line can be shipped by hand.
      await expect(form.getByRole('checkbox')).toHaveCount(1)
      await expect(form.getByRole('checkbox', { name: /Diamond Hands Tee/ })).toBeChecked()
      await form.getByLabel('Carrier', { exact: true }).selectOption('UPS')
      await form.getByLabel('Tracking number').fill(UPS_TRACKING)
      await form.getByRole('button', { name: 'Mark shipped' }).click()
      await expect(toast(adminPage, 'Marked as shipped')).toBeVisible()
      await expect(states.getByRole('row').filter({ hasText: 'Diamond Hands Tee' })).toContainText('Shipped')
      await expect(panel.getByText(UPS_TRACKING)).toBeVisible()
    })

    await test.step("the customer's order is shipped, in two parcels", async () => {
      await openOrder(page, orderId)
      await expect(page.getByRole('region', { name: 'Shipments' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Shipments' }).getByRole('article')).toHaveCount(2)
      await expect(page.getByText('Partially shipped', { exact: true })).toHaveCount(0)
      await expect(orderStatus(page, 'Shipped')).toBeVisible()
      const ups = page.getByRole('article', { name: 'UPS' })
      await expect(ups.getByText(UPS_TRACKING)).toBeVisible()
      await expect(ups).toContainText('Diamond Hands Tee')
      await expect(ups.getByRole('link', { name: /Track package/ })).toHaveAttribute(
        'href',
        new RegExp(`^https://www\\.ups\\.com/track\\?tracknum=${UPS_TRACKING}$`),
      )
      await expect(lineOf(page, 'Diamond Hands Tee').getByText('Shipped', { exact: true })).toBeVisible()
      const shot = test.info().outputPath('customer-order-two-parcels.png')
      await page.screenshot({ path: shot, fullPage: true })
      await test.info().attach('customer-order-two-parcels', { path: shot, contentType: 'image/png' })
    })

    await test.step('Printify delivers its parcel and the admin marks the other delivered', async () => {
      await deliver(page.request, 'order:shipment:delivered', orderId)
      const panel = adminPage.getByRole('region', { name: 'Fulfilment' })
      await adminPage.reload()
      const states = panel.getByRole('table', { name: 'Line states' })
      await expect(states.getByRole('row').filter({ hasText: TEE.name })).toContainText('Delivered')
      await panel.getByRole('button', { name: 'Mark delivered' }).click()
      await expect(toast(adminPage, 'Marked as delivered')).toBeVisible()
      await expect(states.getByRole('row').filter({ hasText: 'Diamond Hands Tee' })).toContainText(
        'Delivered',
      )

      await openOrder(page, orderId)
      await expect(orderStatus(page, 'Delivered')).toBeVisible()
      for (const name of [TEE.name, 'Diamond Hands Tee'])
        await expect(lineOf(page, name).getByText('Delivered', { exact: true })).toBeVisible()
      for (const carrier of ['USPS', 'UPS'])
        await expect(
          page.getByRole('article', { name: carrier }).getByText('Delivered').first(),
        ).toBeVisible()
    })

    await test.step('the fulfilment queue shows the Printify part with its Printify order id', async () => {
      const [sent] = await standInOrders(page.request, orderId)
      await adminPage.goto('/admin/fulfilment?provider=printify&status=all&per_page=100')
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Fulfilment' })).toBeVisible()
      const row = adminPage
        .getByRole('table', { name: 'Fulfilment queue' })
        .getByRole('row')
        .filter({ has: adminPage.getByRole('link', { name: `Order ${orderId.slice(0, 8).toUpperCase()}` }) })
      await expect(row).toHaveCount(1)
      await expect(row.getByRole('cell').nth(2)).toHaveText('Printify')
      await expect(row.getByRole('cell').nth(3)).toHaveText('Delivered')
      await expect(row.getByRole('cell').nth(4)).toHaveText('1')
      await expect(row.getByText(sent!.id, { exact: true })).toBeVisible()
    })
    await admin.close()
  })
})
