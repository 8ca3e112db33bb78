import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { createVerifiedUser, toast } from './accounts'
import { apiSignIn, DEMO, expect, test } from './fixtures'
import { stockProducts } from './stock-products'

/** The Printify stand-in's first sample product, in its one shop (e2e/start-server.ts). */
const STAND_IN_SHOP = '1001'
const STAND_IN_PRODUCT = '65f0c0ffee00000000000001'

/** A customer buys one unit of a demo product in stock and pays it by the payment simulation. */
async function placePaidOrder(customer: APIRequestContext, email: string) {
  const [chosen] = await stockProducts(customer, 1)
  const res = await customer.post('/api/orders', {
    data: {
      items: [{ product_id: chosen!.id, size: chosen!.size, color: chosen!.color, quantity: 1 }],
      shipping_address: {
        first_name: 'Fern',
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
  const { order } = (await res.json()) as { order: { id: string } }
  const paid = await customer.post(`/api/orders/${order.id}/pay`)
  expect(paid.ok(), await paid.text()).toBeTruthy()
  await expect
    .poll(async () => (await (await customer.get(`/api/orders/${order.id}`)).json()).order.status, {
      timeout: 15_000,
    })
    .toBe('processing')
  return order.id
}

test.describe('fulfilment in the back office', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the queue filtered in the address bar, the Printify webhooks, the automatic send to production, a product linked to Printify and back', async ({
    page,
    baseURL,
    outbox,
    freshEmail,
    adminApi,
  }) => {
    const account = await createVerifiedUser(page.request, outbox, {
      email: freshEmail,
      fullName: 'Fern Fulfil',
    })
    const customerApi = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL! },
    })
    await apiSignIn(customerApi, account.email, account.password)
    const orderId = await placePaidOrder(customerApi, account.email)
    await customerApi.dispose()
    const orderNumber = orderId.slice(0, 8).toUpperCase()

    await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')

    await test.step('the paid order waits in the queue, from shop stock', async () => {
      // 100 rows a page: other tests' orders wait in the same queue.
      await page.goto('/admin/fulfilment?per_page=100')
      await expect(page.getByRole('heading', { level: 1, name: 'Fulfilment' })).toBeVisible()
      const table = page.getByRole('table', { name: 'Fulfilment queue' })
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Order ${orderNumber}` }) })
      await expect(row).toHaveCount(1)
      await expect(row.getByRole('cell').nth(1)).toHaveText(account.email)
      await expect(row.getByRole('cell').nth(2)).toHaveText('Shop stock')
      await expect(row.getByRole('cell').nth(3)).toHaveText('Waiting')
      await expect(row.getByRole('cell').nth(4)).toHaveText('1')
      await expect(row.getByRole('link', { name: `Order ${orderNumber}` })).toHaveAttribute(
        'href',
        `/admin/orders/${orderId}`,
      )
      // Shop stock is never retried nor sent to production.
      await expect(row.getByRole('button')).toHaveCount(0)
    })

    await test.step('filters by provider and status, kept in the address bar', async () => {
      const table = page.getByRole('table', { name: 'Fulfilment queue' })
      const ours = table.getByRole('link', { name: `Order ${orderNumber}` })
      await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Printify' })
      await expect(page).toHaveURL(/[?&]provider=printify(&|$)/)
      await expect(ours).toHaveCount(0)
      // Only Printify's rows are left (the provider is the third column).
      for (const provider of await table.locator('tbody td:nth-child(3)').allTextContents()) {
        expect(provider).toBe('Printify')
      }
      await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Shop stock' })
      await expect(page).toHaveURL(/[?&]provider=manual(&|$)/)
      await expect(ours).toHaveCount(1)

      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Shipped' })
      await expect(page).toHaveURL(/[?&]status=shipped(&|$)/)
      await expect(ours).toHaveCount(0)
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Waiting' })
      await expect(page).toHaveURL(/[?&]status=pending(&|$)/)
      await expect(ours).toHaveCount(1)
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'All statuses' })
      await expect(page).toHaveURL(/[?&]status=all(&|$)/)
      await expect(ours).toHaveCount(1)

      // The filtered address opens the same list; back to Open, the parameter leaves the address.
      await page.reload()
      await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('manual')
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('all')
      await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open' })
      await expect(page).not.toHaveURL(/[?&]status=/)
      await expect(ours).toHaveCount(1)
    })

    await test.step('registers the Printify webhooks', async () => {
      const card = page.getByRole('region', { name: 'Printify webhooks' })
      await expect(card.getByText(`${baseURL}/api/webhooks/printify`)).toBeVisible()
      const button = card.getByRole('button', { name: /^(Register webhooks|Re-register)$/ })
      const answered = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/admin/fulfilment/webhooks'),
      )
      await button.click()
      const answer = await answered
      if (answer.ok()) {
        await expect(toast(page, 'Printify webhooks registered')).toBeVisible()
        const shop = card.getByRole('listitem').filter({ hasText: `Shop ${STAND_IN_SHOP}` })
        await expect(shop.getByText('order:shipment:created')).toBeVisible()
        await expect(card.getByRole('button', { name: 'Re-register' })).toBeVisible()
      } else {
        // A Printify that does not take the registration: its reason is shown, and the button stays.
        const { error } = (await answer.json()) as { error: { message: string } }
        await expect(card.getByRole('alert')).toHaveText(error.message)
        await expect(button).toBeEnabled()
      }
    })

    await test.step('turns the automatic send to production off and on in the settings', async () => {
      await page.goto('/admin?tab=settings')
      const automatic = page.getByRole('switch', { name: 'Send to production automatically' })
      await expect(automatic).toHaveAttribute('aria-checked', 'true')
      try {
        await automatic.click()
        await expect(toast(page, 'Fulfilment settings saved')).toBeVisible()
        await expect(automatic).toHaveAttribute('aria-checked', 'false')
        await page.reload()
        await expect(automatic).toHaveAttribute('aria-checked', 'false')
        expect(await (await adminApi.get('/api/admin/fulfilment/settings')).json()).toEqual({
          auto_send_to_production: false,
        })
        await automatic.click()
        await expect(automatic).toHaveAttribute('aria-checked', 'true')
        await page.reload()
        await expect(automatic).toHaveAttribute('aria-checked', 'true')
      } finally {
        // Other tests' Printify orders go to production on their own.
        await adminApi.put('/api/admin/fulfilment/settings', { data: { auto_send_to_production: true } })
      }
    })

    await test.step('links a product to a Printify product, then back to shop stock', async () => {
      // A product of this test's own: the demo products stay fulfilled from shop stock for other tests.
      const created = await adminApi.post('/api/admin/products', {
        data: {
          name: `Fulfilment Tee ${Date.now().toString(36)}`,
          price_cents: 3200,
          variants: [{ size: 'M', stock: 5 }],
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      const product = (await created.json()) as { id: string }
      await page.goto(`/admin/products/${product.id}`)
      const section = page.getByRole('region', { name: 'Fulfilment' })
      await expect(section.getByText('Shop stock', { exact: true })).toBeVisible()

      const form = section.getByRole('form', { name: 'Link to Printify' })
      // Printify has no such product: its answer is shown, nothing is linked.
      await form.getByLabel('Printify shop id').fill(STAND_IN_SHOP)
      await form.getByLabel('Printify product id').fill('65f0c0ffee99999999999999')
      await form.getByRole('button', { name: 'Link to Printify' }).click()
      await expect(form.getByRole('alert')).toHaveText('Printify has no such product in this shop')
      await expect(section.getByText('Shop stock', { exact: true })).toBeVisible()

      await form.getByLabel('Printify product id').fill(STAND_IN_PRODUCT)
      await form.getByRole('button', { name: 'Link to Printify' }).click()
      await expect(toast(page, 'Product linked to Printify')).toBeVisible()
      await expect(section.getByText('Printify', { exact: true })).toBeVisible()
      await expect(section.getByText(STAND_IN_PRODUCT)).toBeVisible()
      const variants = section.getByRole('table', { name: 'Linked Printify variants' })
      await expect(variants.getByRole('row').filter({ hasText: 'SKU-1-' }).first()).toBeVisible()
      await page.reload()
      await expect(section.getByText(STAND_IN_PRODUCT)).toBeVisible()

      await section.getByRole('button', { name: 'Fulfil from shop stock' }).click()
      await expect(toast(page, 'Product is now fulfilled from shop stock')).toBeVisible()
      await expect(section.getByText('Shop stock', { exact: true })).toBeVisible()
      await expect(section.getByRole('table', { name: 'Linked Printify variants' })).toHaveCount(0)
      await page.reload()
      await expect(section.getByText('Shop stock', { exact: true })).toBeVisible()
    })
  })
})
