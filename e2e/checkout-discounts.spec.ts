import crypto from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import type { CheckoutQuoteResponse } from '@rdo/contracts'
import { expectNoSeriousA11yIssues } from './accounts'
import { DEMO, expect, signIn, test } from './fixtures'
import { withShopDb } from './shop-db'

const suffix = crypto.randomBytes(3).toString('hex').toUpperCase()
const CODE = `TEES20${suffix}`
const EXPIRED = `OLD${suffix}`
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

test.beforeAll(async () => {
  // The back office's discount screen is its own spec: here the codes and California's rate are set
  // straight in the shop's database.
  await withShopDb(async (db) => {
    await db.query(
      `insert into tax_rates (country, state, rate_ppm) values ('US', 'CA', 72500)
       on conflict (country, state) do update set rate_ppm = excluded.rate_ppm`,
    )
    await db.query(
      `insert into discount_codes (code, description, kind, percent_off, scope, category_ids, per_customer_limit)
       select $1, '20% off tees', 'percentage', 20, 'categories', array[id], 1 from categories where slug = 't-shirts'`,
      [CODE],
    )
    await db.query(
      `insert into discount_codes (code, kind, percent_off, starts_at, ends_at)
       values ($1, 'percentage', 10, now() - interval '2 days', now() - interval '1 day')`,
      [EXPIRED],
    )
  })
})

/** A row of a totals list (Subtotal, Discount, Shipping, Tax, Total) by the start of its label. */
const row = (scope: Locator, label: string | RegExp) =>
  scope
    .locator('dl > div')
    .filter({ hasText: typeof label === 'string' ? new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) : label })

async function addToCart(page: Page) {
  await page.goto('/products/wagmi-tee')
  await expect(page.getByRole('heading', { level: 1, name: 'WAGMI Tee' })).toBeVisible()
  for (const name of ['Black', 'L']) {
    const radio = page.getByRole('radio', { name, exact: true })
    await radio.check({ force: true })
    await expect(radio).toBeChecked()
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Added to cart!')).toBeVisible()
}

async function fillCaliforniaAddress(page: Page) {
  await page.getByLabel('First name').fill('Bob')
  await page.getByLabel('Last name').fill('Baker')
  await page.getByLabel('Street address').fill('1 Market St')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('State').selectOption('CA')
  await page.getByLabel('ZIP code').fill('94105')
  await expect(page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first()).toBeChecked()
}

test.describe('checkout: discount codes and sales tax', () => {
  test('a customer applies a code, sees the discount and California tax, pays, and the order keeps them', async ({
    page,
  }) => {
    await signIn(page, DEMO.bob.email, DEMO.bob.password)
    await addToCart(page)
    await page.goto('/checkout')
    await fillCaliforniaAddress(page)
    const summary = page.getByRole('region', { name: 'Order Summary' })
    const field = page.getByLabel('Discount code', { exact: true })

    // A refused code says why, next to the field, and the totals stay without it.
    await field.fill(EXPIRED.toLowerCase())
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'This code has expired' })).toBeVisible()
    await expect(row(summary, /^Discount/)).toHaveCount(0)
    await expectNoSeriousA11yIssues(page)

    await field.fill(CODE.toLowerCase())
    await field.press('Enter')
    await expect(summary.getByText(CODE, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'This code has expired' })).toHaveCount(0)
    // $30.00 − 20 % = $24.00; the figures are the server's quote for this cart.
    const quote = (await (
      await page.request.post('/api/checkout/quote', {
        data: {
          items: [{ product_id: await productId(page), size: 'L', color: 'Black', quantity: 1 }],
          shipping_address: {
            address: '1 Market St',
            city: 'San Francisco',
            state: 'CA',
            postal_code: '94105',
            country: 'US',
          },
          shipping_rate_id: 'standard',
          discount_code: CODE,
        },
      })
    ).json()) as CheckoutQuoteResponse
    expect(quote).toMatchObject({ subtotal_cents: 3000, discount_cents: 600 })
    expect(quote.tax_cents).toBeGreaterThanOrEqual(174)
    await expect(row(summary, `Discount (${CODE})`)).toContainText('−$6.00')
    await expect(row(summary, 'Tax')).toContainText(money(quote.tax_cents))
    await expect(row(summary, 'Total')).toContainText(money(quote.total_cents))
    // The applied code, in both themes (the dark pass checks what colours decide).
    await expectNoSeriousA11yIssues(page)
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await expectNoSeriousA11yIssues(page, { rules: ['color-contrast'] })
    await page.evaluate(() => document.documentElement.classList.remove('dark'))

    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}/)
    const orderId = new URL(page.url()).searchParams.get('orderId')!
    const paymentSummary = page.getByRole('region', { name: `Order #${orderId.slice(0, 8)}` })
    await expect(row(paymentSummary, `Discount (${CODE})`)).toContainText('−$6.00')
    await expect(row(paymentSummary, 'Tax')).toContainText(money(quote.tax_cents))
    await page.getByRole('button', { name: /Pay Now/ }).click()
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible({ timeout: 15_000 })

    await page.goto(`/orders/${orderId}`)
    const totals = page.getByRole('region', { name: 'Summary' })
    await expect(row(totals, `Discount (${CODE})`)).toContainText('−$6.00')
    await expect(row(totals, 'Tax')).toContainText(money(quote.tax_cents))
    await expect(row(totals, 'Total')).toContainText(money(quote.total_cents))

    // The code allows one use per customer: the next checkout hears so.
    await addToCart(page)
    await page.goto('/checkout')
    await fillCaliforniaAddress(page)
    await page.getByLabel('Discount code', { exact: true }).fill(CODE)
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'You have already used this code' })).toBeVisible()
  })
})

async function productId(page: Page): Promise<string> {
  const res = await page.request.get('/api/products/wagmi-tee')
  return ((await res.json()) as { id: string }).id
}
