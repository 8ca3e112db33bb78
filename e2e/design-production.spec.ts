import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { createVerifiedUser, toast } from './accounts'
import { apiSignIn, DEMO, expect, SOLANA_STAND_IN_URL, test, waitForApp } from './fixtures'
import { withShopDb } from './shop-db'

/** The Printify stand-in of the end-to-end server (e2e/start-server.ts). */
const PRINTIFY_CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 1001}/__control`
const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const OTHER_WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  portal: 'customer' | 'admin' = 'customer',
) {
  const page = await (await browser.newContext()).newPage()
  await apiSignIn(page.request, email, password, portal)
  return page
}

async function openAndWait(page: Page, path: string) {
  await page.goto(path)
  await waitForApp(page)
}

/** A confirmed transfer the chain stand-in will answer getTransaction with; its signature. */
async function chainTransfer(
  request: APIRequestContext,
  transfer: { to: string; asset: 'SOL' | 'RDO'; amount: string },
) {
  const res = await request.post(`${SOLANA_STAND_IN_URL}/__control`, { data: { transaction: transfer } })
  expect(res.ok()).toBeTruthy()
  return ((await res.json()) as { signature: string }).signature
}

/** A design submitted by a fresh customer, approved with a mockup and voted past the threshold. */
async function readyDesign(designer: Page, admin: Page) {
  const upload = await designer.request.post('/api/community-designs/images', {
    multipart: { file: { name: 'fox.png', mimeType: 'image/png', buffer: await png(217, 70, 239) } },
  })
  expect(upload.ok(), await upload.text()).toBeTruthy()
  const title = `Neon Fox ${Date.now().toString(36)}`
  const created = await designer.request.post('/api/community-designs', {
    data: {
      title,
      description: 'A neon fox for a heavyweight hoodie.',
      style: 'cyberpunk',
      wallet_address: WALLET,
      terms_accepted: true,
      images: [((await upload.json()) as { url: string }).url],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { id: string }).id
  const mockup = await admin.request.post(`/api/admin/designs/${id}/mockup`, {
    multipart: { file: { name: 'mockup.png', mimeType: 'image/png', buffer: await png(30, 30, 60) } },
  })
  expect(mockup.ok(), await mockup.text()).toBeTruthy()
  const approved = await admin.request.post(`/api/admin/designs/${id}/approve`, {
    data: { mockup_url: ((await mockup.json()) as { url: string }).url },
  })
  expect(approved.ok(), await approved.text()).toBeTruthy()
  // Five hundred and twenty community votes, written as the voting function would leave the counters.
  await withShopDb((db) =>
    db.query('update community_designs set votes = 520, net_score = 520 where id = $1', [id]),
  )
  return { id, title }
}

test('a voted design goes into production, sells, and its designer is paid on chain', async ({
  page,
  browser,
  outbox,
  freshEmail,
}) => {
  test.setTimeout(240_000)
  const account = await createVerifiedUser(page.request, outbox, {
    email: freshEmail,
    fullName: 'Dana Designer',
  })
  const designer = await signedInPage(browser, account.email, account.password)
  const admin = await signedInPage(browser, DEMO.admin.email, DEMO.admin.password, 'admin')
  const design = await readyDesign(designer, admin)

  // The admin puts it into production: a hoodie in two colours and three sizes.
  await openAndWait(admin, `/admin/designs/${design.id}`)
  await admin
    .getByLabel('Blueprint')
    .selectOption({ label: 'Unisex Heavy Blend™ Hooded Sweatshirt (Gildan)' })
  await admin.getByLabel('Print provider').selectOption({ label: 'Printify Choice' })
  for (const option of ['Black', 'Navy', 'S', 'M', 'L'])
    await admin.getByRole('checkbox', { name: option, exact: true }).check()
  await expect(admin.getByText('6 variants')).toBeVisible()
  await admin.getByLabel('Price (USD)').fill('55.00')
  await admin.getByRole('button', { name: 'Put into production' }).click()
  await expect(toast(admin, 'The design is in production')).toBeVisible({ timeout: 30_000 })
  await expect(admin.getByRole('link', { name: 'View the product' })).toBeVisible()

  // The stand-in holds one published Printify product with the design's image.
  const held = (await (await page.request.get(`${PRINTIFY_CONTROL}?products`)).json()) as {
    products: {
      tags: string[]
      published?: boolean
      variants: unknown[]
      print_areas: { placeholders: { images: { id: string }[] }[] }[]
    }[]
    uploads: { id: string; file_name: string }[]
  }
  const made = held.products.filter((p) => p.tags.includes(`rdo-design-${design.id}`))
  expect(made).toHaveLength(1)
  expect(made[0]!.published).toBe(true)
  expect(made[0]!.variants).toHaveLength(6)
  const imageId = made[0]!.print_areas[0]!.placeholders[0]!.images[0]!.id
  expect(held.uploads.find((u) => u.id === imageId)?.file_name).toBe(`design-${design.id}.png`)

  // The design page links to the product, which is on sale; a customer buys two.
  await openAndWait(page, `/community-designs/${design.id}`)
  await expect(page.getByText('In Production').first()).toBeVisible()
  await page.getByRole('link', { name: 'Shop this design' }).click()
  await expect(page).toHaveURL(/\/products\//)
  const slug = new URL(page.url()).pathname.split('/').pop()!
  const product = (await (await page.request.get(`/api/products/${slug}`)).json()) as { id: string }
  const buyer = await signedInPage(browser, DEMO.bob.email, DEMO.bob.password)
  const placed = await buyer.request.post('/api/orders', {
    data: {
      items: [{ product_id: product.id, size: 'M', color: 'Black', quantity: 2 }],
      shipping_address: {
        first_name: 'Bob',
        last_name: 'Buyer',
        address: '1 Market St',
        address2: '',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
      email: DEMO.bob.email,
      shipping_rate_id: 'standard',
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const orderId = ((await placed.json()) as { order: { id: string } }).order.id
  expect((await buyer.request.post(`/api/orders/${orderId}/pay`)).ok()).toBeTruthy()

  // The designer sees 0.5 SOL and 5% of the sale (2 × $55 at 100 $RDO per dollar) pending.
  await openAndWait(designer, '/my-designs')
  const rewards = designer.getByRole('region', { name: 'Rewards' })
  const row = rewards.locator(`[data-design-id="${design.id}"]`)
  await expect(row.getByTestId('pending-SOL')).toHaveText('0.5')
  await expect(row.getByTestId('pending-RDO')).toHaveText('550')

  // The admin records payouts: refused with a reason when too small or to another wallet, then paid.
  await openAndWait(admin, `/admin/designs/${design.id}`)
  const payout = admin.getByRole('form', { name: 'Record a payout' })
  const record = async (asset: 'SOL' | 'RDO', signature: string) => {
    await payout.getByLabel('Currency').selectOption(asset)
    await payout.getByLabel('Transaction signature').fill(signature)
    await payout.getByRole('button', { name: 'Record payout' }).click()
  }
  await record('SOL', await chainTransfer(page.request, { to: WALLET, asset: 'SOL', amount: '0.25' }))
  await expect(
    payout.getByText("The transaction transfers 0.25 SOL to the designer's wallet; 0.5 SOL is due"),
  ).toBeVisible()
  await record('SOL', await chainTransfer(page.request, { to: OTHER_WALLET, asset: 'SOL', amount: '0.5' }))
  await expect(
    payout.getByText(`The transaction transfers no SOL to the designer's wallet ${WALLET}`),
  ).toBeVisible()
  await record('SOL', await chainTransfer(page.request, { to: WALLET, asset: 'SOL', amount: '0.5' }))
  await expect(toast(admin, 'Payout recorded')).toBeVisible()
  await record('RDO', await chainTransfer(page.request, { to: WALLET, asset: 'RDO', amount: '550' }))
  await expect(toast(admin, 'Payout recorded').first()).toBeVisible()
  await expect(admin.getByRole('list', { name: 'Payouts' }).getByRole('listitem')).toHaveCount(2)

  await designer.reload()
  await waitForApp(designer)
  await expect(row.getByTestId('pending-SOL')).toHaveText('0')
  await expect(row.getByTestId('paid-SOL')).toHaveText('0.5')
  await expect(row.getByTestId('paid-RDO')).toHaveText('550')
  await outbox.waitFor(account.email, (m) => m.template === 'design-payout')
})
