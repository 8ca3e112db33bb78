import crypto from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { getBase58Decoder } from '@solana/kit'
import { toast } from './accounts'
import { apiSignIn, DEMO, expect, SOLANA_STAND_IN_URL, test, waitForApp } from './fixtures'

/** The drop's times are typed as Tokyo wall-clock times (no daylight saving: always UTC+9). */
const ZONE = 'Asia/Tokyo'
const ZONE_OFFSET_MS = 9 * 3_600_000
const MINUTE = 60_000

const HOLDER_NOTE = 'Holder early access: holders of at least 100 $RDO can buy now, before everyone else.'
const HOLDERS_ONLY = /^Holders of at least 100 \$RDO shop first/
const LIMIT_REACHED = 'You can buy at most 1 of this drop'

type Account = { email: string; password: string }
type AdminDrop = { id: string; product_id: string; starts_at: string; holder_starts_at: string | null }

/** The datetime-local value showing `ms` on Tokyo's wall clock. */
const tokyoWall = (ms: number) => new Date(ms + ZONE_OFFSET_MS).toISOString().slice(0, 16)

async function customerPage(browser: Browser, account: Account) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await apiSignIn(page.request, account.email, account.password)
  return page
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForApp(page)
}

/**
 * Links a fresh wallet holding `amount` $RDO on the chain stand-in: the server's sign-in message signed
 * with a real ed25519 key, as the wallet page does with an injected wallet (covered in wallets.spec.ts).
 */
async function linkWallet(request: APIRequestContext, amount: string) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519')
  const address = getBase58Decoder().decode(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32))
  const control = await fetch(`${SOLANA_STAND_IN_URL}/__control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  })
  expect(control.ok).toBeTruthy()
  const nonce = await request.post('/api/wallet/nonce', { data: { address } })
  expect(nonce.ok(), await nonce.text()).toBeTruthy()
  const { message } = (await nonce.json()) as { message: string }
  const signature = crypto.sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64')
  const verified = await request.post('/api/wallet/verify', { data: { address, message, signature } })
  expect(verified.ok(), await verified.text()).toBeTruthy()
}

const dropPanel = (page: Page) => page.getByRole('region', { name: 'Drop', exact: true })
const buyButton = (page: Page) => dropPanel(page).getByRole('button', { name: 'Buy', exact: true })

/** From the checkout with the drop's place in the cart to a paid order; returns the order's id. */
async function checkOutAndPay(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('status').filter({ hasText: 'Your place is held until' })).toBeVisible()
  await page.getByLabel('First name').fill(firstName)
  await page.getByLabel('Last name').fill('Dropper')
  await page.getByLabel('Street address').fill('350 Fifth Avenue')
  await page.getByLabel('City').fill('New York')
  await page.getByLabel('State').selectOption('NY')
  await page.getByLabel('ZIP code').fill('10118')
  await expect(page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first()).toBeChecked()
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page).toHaveURL(/\/payment\?orderId=[0-9a-f-]{36}&/)
  const orderId = new URL(page.url()).searchParams.get('orderId')!
  await page.getByRole('button', { name: /Pay Now/ }).click()
  await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible({ timeout: 15_000 })
  return orderId
}

async function expectOrderOfOne(request: APIRequestContext, orderId: string, productId: string) {
  const res = await request.get(`/api/orders/${orderId}`)
  expect(res.ok()).toBeTruthy()
  const { order } = (await res.json()) as {
    order: { status: string; items: { product_id: string | null; quantity: number; size: string | null }[] }
  }
  expect(order.status).toBe('processing')
  expect(order.items).toEqual([expect.objectContaining({ product_id: productId, quantity: 1, size: 'M' })])
}

async function admit(request: APIRequestContext, dropId: string) {
  const res = await request.post(`/api/drops/${dropId}/admission`, { data: { quantity: 1 } })
  const body = (await res.json()) as { error?: { code: string; message: string } }
  return { status: res.status(), code: body.error?.code, message: body.error?.message }
}

test('drop day: holders buy early, everyone else at the start, one per customer', async ({
  page,
  browser,
  adminApi,
}) => {
  // Many browsers and a scheduled opening: on two loaded CI cores this takes over a minute.
  test.setTimeout(180_000)

  // A fresh product with 5 units in one size.
  const created = await adminApi.post('/api/admin/products', {
    data: {
      name: `Drop Day Tee ${Date.now().toString(36)}`,
      price_cents: 4200,
      variants: [{ size: 'M', stock: 5 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const product = (await created.json()) as { id: string; slug: string; name: string }
  const productPath = `/products/${product.slug}`

  // The admin schedules the drop in the product editor: holders from this minute, everyone three
  // minutes on (brought forward below; the margin keeps the holder window open on a slow machine).
  await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')
  await page.goto(`/admin/products/${product.id}`)
  const form = page.getByRole('form', { name: 'Drop schedule' })
  const thisMinute = Math.floor(Date.now() / MINUTE) * MINUTE
  await form.getByLabel('Time zone').selectOption(ZONE)
  await form.getByLabel(/^Start/).fill(tokyoWall(thisMinute + 3 * MINUTE))
  await form.getByRole('checkbox', { name: /Holder early access/ }).click()
  await form.getByLabel('Holders shop from').fill(tokyoWall(thisMinute))
  await form.getByLabel('Minimum $RDO').fill('100')
  await form.getByLabel('Limit per customer').selectOption('1')
  await form.getByRole('button', { name: 'Schedule drop' }).click()
  await expect(form.getByRole('link', { name: 'Live view' })).toBeVisible()
  await expect(form.getByText('Holders only', { exact: true })).toBeVisible()

  // Stored as instants, with the zone the admin chose.
  const list = (await (await adminApi.get('/api/admin/drops')).json()) as { items: AdminDrop[] }
  const drop = list.items.find((item) => item.product_id === product.id)!
  expect(drop).toMatchObject({ time_zone: ZONE, holder_minimum: '100', per_customer_limit: 1 })
  expect(Date.parse(drop.starts_at)).toBe(thisMinute + 3 * MINUTE)
  expect(Date.parse(drop.holder_starts_at!)).toBe(thisMinute)

  // 1. A holder (150 $RDO on the chain) sees the early access note and gets a place: one unit in the cart.
  const holder = await customerPage(browser, DEMO.carol)
  await linkWallet(holder.request, '150')
  await open(holder, productPath)
  await expect(dropPanel(holder).getByText(HOLDER_NOTE)).toBeVisible()
  await expect(dropPanel(holder).getByText('One per customer')).toBeVisible()
  await buyButton(holder).click()
  await expect(toast(holder, 'Your place is held until')).toBeVisible()
  await expect(holder).toHaveURL(/\/checkout$/)
  await expect(holder.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

  // 2. Meanwhile a customer without a wallet sees the countdown to the public start; Buy is offered
  // (only the server knows who holds) and answers with the holders-only message; so does the API.
  const buyer = await customerPage(browser, DEMO.bob)
  await open(buyer, productPath)
  await expect(dropPanel(buyer).getByRole('timer', { name: /^Open to everyone in / })).toBeVisible()
  await expect(dropPanel(buyer).getByText(HOLDER_NOTE)).toBeVisible()
  await buyButton(buyer).click()
  await expect(dropPanel(buyer).getByRole('alert')).toHaveText(HOLDERS_ONLY)
  await expect(buyer).toHaveURL(new RegExp(`${productPath}$`))
  await expect(buyer.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
  const refused = await admit(buyer.request, drop.id)
  expect(refused).toMatchObject({
    status: 403,
    code: 'HOLDERS_ONLY',
    message: expect.stringMatching(HOLDERS_ONLY),
  })

  // The holder checks out and pays within the holder window.
  const holderOrder = await checkOutAndPay(holder, 'Carol')
  await expectOrderOfOne(holder.request, holderOrder, product.id)

  // 3. Rather than waiting for the public start, the admin brings it forward to two seconds from now.
  const startsAt = Date.now() + 2_000
  const moved = await adminApi.put(`/api/admin/products/${product.id}/drop`, {
    data: {
      starts_at: new Date(startsAt).toISOString(),
      holder_starts_at: drop.holder_starts_at,
      holder_minimum: 100,
      per_customer_limit: 1,
      time_zone: ZONE,
    },
  })
  expect(moved.ok(), await moved.text()).toBeTruthy()
  await buyer.reload()
  await waitForApp(buyer)
  // The countdown runs out on the page and the drop turns live for everyone.
  await expect(dropPanel(buyer).getByText('Live now')).toBeVisible({ timeout: 10_000 })
  await expect(dropPanel(buyer).getByRole('timer')).toHaveCount(0)
  await expect(dropPanel(buyer).getByText(HOLDER_NOTE)).toHaveCount(0)
  // The page follows the server's clock measured over the network: make sure the start has passed.
  await expect.poll(() => Date.now()).toBeGreaterThan(startsAt + 250)
  await buyButton(buyer).click()
  await expect(buyer).toHaveURL(/\/checkout$/)
  await expect(buyer.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  const buyerOrder = await checkOutAndPay(buyer, 'Bob')
  await expectOrderOfOne(buyer.request, buyerOrder, product.id)

  // 4. A second purchase is refused at once: on the same page, and from another device of the same account.
  await open(buyer, productPath)
  await buyButton(buyer).click()
  await expect(dropPanel(buyer).getByRole('alert')).toHaveText(LIMIT_REACHED)
  await expect(buyer).toHaveURL(new RegExp(`${productPath}$`))
  // The other device reads its session slowly: a Buy pressed before it is known is sent once it is.
  const otherDevice = await customerPage(browser, DEMO.bob)
  await otherDevice.route('**/api/auth/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue()
  })
  await open(otherDevice, productPath)
  await buyButton(otherDevice).click()
  await expect(dropPanel(otherDevice).getByRole('alert')).toHaveText(LIMIT_REACHED)
  await expect(otherDevice.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
  expect(await admit(otherDevice.request, drop.id)).toEqual({
    status: 409,
    code: 'LIMIT_REACHED',
    message: LIMIT_REACHED,
  })

  // 5. The admin's live view: 2 of 5 sold, nothing held, the refusals by reason.
  await page.goto(`/admin/drops/${drop.id}`)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Units left' }).getByText('3', { exact: true })).toBeVisible()
  const figures = page.getByLabel('Drop figures')
  const figure = (label: string) =>
    figures.locator('div').filter({ has: page.locator('dt').getByText(label, { exact: true }) })
  await expect(figure('Orders').locator('dd').first()).toHaveText('2')
  await expect(figure('Units sold').locator('dd').first()).toHaveText('2')
  await expect(figure('Held units').locator('dd').first()).toHaveText('0')
  await expect(page.getByRole('progressbar', { name: 'Units sold' })).toHaveAttribute('aria-valuenow', '40')
  const refusals = page.getByRole('table', { name: 'Refusals' })
  await expect(refusals.getByRole('row', { name: /Holders only \(balance too low\) 2$/ })).toBeVisible()
  await expect(refusals.getByRole('row', { name: /Limit per customer reached 3$/ })).toBeVisible()

  for (const other of [holder, buyer, otherDevice]) await other.context().close()
})
