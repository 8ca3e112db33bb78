import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { signInFreshUser, toast } from './accounts'
import { apiSignIn, DEMO, expect, test } from './fixtures'
import { screenTests } from './screens'
import { stockProducts, type StockProduct } from './stock-products'

type Chosen = StockProduct

async function stockOf(api: APIRequestContext, p: Chosen) {
  const detail = await (await api.get(`/api/products/${p.slug}`)).json()
  return (detail.variants as { id: string; stock: number }[]).find((v) => v.id === p.variantId)!.stock
}

async function keepScreenshot(page: Page, info: TestInfo, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.evaluate((s) => {
      document.documentElement.classList.toggle('dark', s === 'dark')
      document.documentElement.style.colorScheme = s
    }, scheme)
    const path = info.outputPath(`${name}-${scheme}.png`)
    await page.screenshot({ path, fullPage: true })
    await info.attach(`${name}-${scheme}`, { path, contentType: 'image/png' })
  }
}

test.describe('refunds and returns', () => {
  test.describe.configure({ timeout: 240_000 })

  test('a category code and California tax on the order; admin refunds one line with restock; the customer returns the other after delivery; the order ends refunded', async ({
    page,
    browser,
    baseURL,
    outbox,
    freshEmail,
  }, info) => {
    const customer = await signInFreshUser(page, outbox, freshEmail, 'Rita Refund')
    const [first, second] = await stockProducts(page.request, 2, 3)
    const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } })
    const adminPage = await admin.newPage()
    await apiSignIn(adminPage.request, DEMO.admin.email, DEMO.admin.password, 'admin')

    // 20% off the first product's category, once per customer.
    const category = (
      (await (await page.request.get(`/api/products/${first!.slug}`)).json()) as {
        category: { id: string } | null
      }
    ).category
    expect(category, 'the first product has a category').not.toBeNull()
    const code = `JOURNEY${Date.now().toString(36).toUpperCase()}`
    const created = await adminPage.request.post('/api/admin/discounts', {
      data: {
        code,
        kind: 'percentage',
        percent_off: 20,
        scope: 'categories',
        category_ids: [category!.id],
        per_customer_limit: 1,
      },
    })
    expect(created.status(), await created.text()).toBe(201)

    const orderBody = {
      items: [first!, second!].map((p) => ({
        product_id: p.id,
        size: p.size,
        color: p.color,
        quantity: 1,
      })),
      shipping_address: {
        first_name: 'Rita',
        last_name: 'Refund',
        address: '1 Market St',
        address2: '',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
      shipping_rate_id: 'standard',
      email: customer.email,
      discount_code: code.toLowerCase(),
    }
    const placed = await page.request.post('/api/orders', { data: orderBody })
    expect(placed.status(), await placed.text()).toBe(201)
    const order = (await placed.json()).order as {
      id: string
      total_cents: number
      discount_code: string | null
      discount_cents: number
      tax_cents: number
    }
    // The code took 20% off the category's line; California's tax is on the order.
    expect(order.discount_code).toBe(code)
    expect(order.discount_cents).toBeGreaterThan(0)
    expect(order.tax_cents).toBeGreaterThan(0)
    const paid = await page.request.post(`/api/orders/${order.id}/pay`)
    expect(paid.status(), await paid.text()).toBe(200)

    await test.step('a second order with the same code is refused', async () => {
      const again = await page.request.post('/api/orders', {
        data: { ...orderBody, items: orderBody.items.slice(0, 1) },
      })
      expect(again.status()).toBe(409)
      expect((await again.json()).error.message).toBe('You have already used this code')
    })

    await test.step('the admin refunds the first line and puts it back in stock', async () => {
      const stock = await stockOf(page.request, first!)
      await adminPage.goto(`/admin/orders/${order.id}`)
      const refunds = adminPage.getByRole('region', { name: 'Refunds' })
      await expect(refunds).toContainText('No refunds yet.')
      await refunds.getByRole('button', { name: 'Refund…' }).click()
      const dialog = adminPage.getByRole('dialog', { name: 'Refund' })
      await dialog.getByLabel(`Quantity of ${first!.name} to refund`).selectOption('1')
      await expect(dialog.getByLabel(`Put back in stock (${first!.name})`)).toBeChecked()
      const amount = (await dialog.getByTestId('refund-total').textContent())!
      expect(amount).toMatch(/^\$\d+\.\d{2}$/)
      await keepScreenshot(adminPage, info, 'admin-refund-dialog')
      await dialog.getByRole('button', { name: `Refund ${amount}` }).click()
      await expect(toast(adminPage, `Refund issued: ${amount}`)).toBeVisible()
      await expect(refunds.getByRole('list', { name: 'Refunds made' })).toContainText(`1 × ${first!.name}`)
      await expect(adminPage.getByRole('region', { name: 'Payment' })).toContainText('Partially refunded')
      expect(await stockOf(page.request, first!)).toBe(stock + 1)
    })

    await test.step('a staff note is added', async () => {
      const notes = adminPage.getByRole('region', { name: 'Internal notes' })
      await notes.getByLabel('New note').fill('Customer asked for the second item to be checked')
      await notes.getByRole('button', { name: 'Add note' }).click()
      await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('second item to be checked')
    })

    await test.step('the admin ships and delivers the order', async () => {
      const panel = adminPage.getByRole('region', { name: 'Fulfilment' })
      const form = adminPage.getByRole('form', { name: 'Mark shipped' })
      await form.getByLabel('Tracking number').fill('9400 1118 9922 3344 5566 88')
      await form.getByRole('button', { name: 'Mark shipped' }).click()
      await expect(toast(adminPage, 'Marked as shipped')).toBeVisible()
      await panel.getByRole('button', { name: 'Mark delivered' }).click()
      await expect(toast(adminPage, 'Marked as delivered')).toBeVisible()
    })

    await test.step('the customer asks to return the second line', async () => {
      await page.goto(`/orders/${order.id}`)
      const returns = page.getByRole('region', { name: 'Returns' })
      await returns.getByRole('button', { name: 'Request a return' }).click()
      const form = returns.getByRole('form', { name: 'Request a return' })
      await form.getByLabel(second!.name).selectOption('1')
      await form.getByLabel('Why are you returning them?').fill('It runs small')
      await form.getByRole('button', { name: 'Send request' }).click()
      await expect(toast(page, /Return requested/)).toBeVisible()
      await expect(returns.getByText('Return requested', { exact: true })).toBeVisible()
      await keepScreenshot(page, info, 'customer-return-requested')
    })

    await test.step('the admin approves it with instructions, then marks it received', async () => {
      await adminPage.goto('/admin/returns')
      const item = adminPage.getByRole('article').filter({ hasText: customer.email })
      await expect(item).toContainText('It runs small')
      await keepScreenshot(adminPage, info, 'admin-returns')
      await item.getByRole('button', { name: 'Approve' }).click()
      const approve = adminPage.getByRole('dialog', { name: 'Approve return' })
      await approve
        .getByLabel(/Return instructions/)
        .fill('Send it to RDO Returns, 1 Market St, San Francisco.')
      await approve.getByRole('button', { name: 'Approve and email' }).click()
      await expect(toast(adminPage, /Return approved/)).toBeVisible()
      await adminPage.goto(`/admin/orders/${order.id}`)
      const returns = adminPage.getByRole('region', { name: 'Returns' })
      await expect(returns.getByText('Return approved', { exact: true })).toBeVisible()
      await returns.getByRole('button', { name: 'Mark received' }).click()
      const receive = adminPage.getByRole('dialog', { name: 'Mark return received' })
      await expect(receive.getByLabel('Put the items back in stock')).toBeChecked()
      await receive.getByRole('button', { name: 'Refund the return' }).click()
      await expect(toast(adminPage, /Return received and refunded/)).toBeVisible()
      await expect(adminPage.getByRole('heading', { level: 1 }).locator('..')).toContainText('Refunded')
      await expect(adminPage.getByRole('region', { name: 'Refunds' })).toContainText('$0.00 left')
      await keepScreenshot(adminPage, info, 'admin-order-refunded')
    })

    await test.step('the customer sees Returned and a refunded order, with two refund emails', async () => {
      await page.goto(`/orders/${order.id}`)
      await expect(
        page.getByRole('region', { name: 'Returns' }).getByText('Returned', { exact: true }),
      ).toBeVisible()
      await expect(
        page.locator('main header').filter({ has: page.getByRole('heading', { level: 1 }) }),
      ).toContainText('Refunded')
      await outbox.waitFor(customer.email, (m) => m.template === 'return-approved')
      await expect
        .poll(
          async () => (await outbox.list(customer.email)).filter((m) => m.template === 'order-refund').length,
        )
        .toBe(2)
    })
    await admin.close()
  })
})

test.describe('refunds and returns: the policy page', () => {
  test('the /returns page states the window set in the back office', async ({ page, adminApi }) => {
    const set = (window_days: number) =>
      adminApi.put('/api/admin/returns/settings', { data: { window_days } })
    expect((await set(45)).ok()).toBeTruthy()
    try {
      await page.goto('/returns')
      await expect(page.getByText('Send it back within 45 days of delivery.')).toBeVisible()
      await expect(page.getByText('45 days', { exact: true })).toBeVisible()
    } finally {
      expect((await set(30)).ok()).toBeTruthy()
    }
  })
})

test.describe('refunds and returns: the returns screen', () => {
  screenTests([{ name: 'admin-returns', path: '/admin/returns', ready: 'main h1' }], (page) =>
    apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin'),
  )
})
