import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { createVerifiedUser, toast } from './accounts'
import { apiSignIn, DEMO, expect, SOLANA_STAND_IN_URL, test, waitForApp } from './fixtures'

/** The Printify stand-in of the end-to-end server (e2e/start-server.ts). */
const PRINTIFY_CONTROL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 1001}/__control`
const WALLET = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

/** A confirmed transfer of `amount` $RDO to the partner's wallet on the chain stand-in; its signature. */
async function chainTransfer(request: APIRequestContext, amount: string) {
  const res = await request.post(`${SOLANA_STAND_IN_URL}/__control`, {
    data: { transaction: { to: WALLET, asset: 'RDO', amount } },
  })
  expect(res.ok()).toBeTruthy()
  return ((await res.json()) as { signature: string }).signature
}

const png = (r: number, g: number, b: number, size = 160) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  portal: 'customer' | 'admin' = 'customer',
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await apiSignIn(page.request, email, password, portal)
  return page
}

async function openAndWait(page: Page, path: string) {
  await page.goto(path)
  await waitForApp(page)
}

/** A page on another origin that frames `src`; closed by the returned function. */
async function framingSite(src: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(`<!doctype html><title>Partner site</title><h1>Partner site</h1>
<iframe title="Merch store" src="${src}" width="600" height="700"></iframe>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

test('the partner programme from application to payout', async ({ page, browser, outbox, freshEmail }) => {
  test.setTimeout(180_000)
  const stamp = Date.now().toString(36)
  const projectName = `Orbit Otters ${stamp}`

  // A customer applies with a logo.
  const owner = await createVerifiedUser(page.request, outbox, { email: freshEmail, fullName: 'Olive Otter' })
  const partner = await signedInPage(browser, owner.email, owner.password)
  await openAndWait(partner, '/partner-application')
  await partner.getByLabel('Project name').fill(projectName)
  await partner.getByLabel('Token symbol').fill('OTTR')
  await partner.getByLabel('Website URL').fill('https://otters.example')
  await partner
    .getByLabel('Description')
    .fill('Otters floating through the Solana galaxy, one meme at a time.')
  await partner.getByLabel('Contact name').fill('Olive Otter')
  await partner.getByLabel('Wallet address').fill(WALLET)
  await partner.getByLabel('Project logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await png(20, 160, 200),
  })
  await expect(toast(partner, 'Logo uploaded successfully')).toBeVisible({ timeout: 20_000 })
  await partner.getByRole('checkbox', { name: /I accept the/ }).check()
  await partner.getByRole('button', { name: 'Submit Application' }).click()
  await expect(
    toast(partner, 'Application submitted successfully! We will review it and get back to you soon.'),
  ).toBeVisible({ timeout: 20_000 })
  await expect(partner).toHaveURL(/\/dashboard$/)
  const mine = (await (await partner.request.get('/api/partner-projects')).json()) as {
    items: { id: string; name: string; status: string }[]
  }
  const project = mine.items.find((p) => p.name === projectName)!
  expect(project.status).toBe('pending')
  // The store is not open while the application is pending.
  expect((await page.request.get(`/api/partner-stores/${project.id}`)).status()).toBe(404)

  // The admin approves the application.
  const admin = await signedInPage(browser, DEMO.admin.email, DEMO.admin.password, 'admin')
  await openAndWait(admin, '/admin/partners?status=pending')
  await admin.getByRole('searchbox').fill(projectName)
  const row = admin.getByRole('row').filter({ hasText: projectName })
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: `Approve ${projectName}` }).click()
  await expect(toast(admin, 'Partner approved successfully')).toBeVisible()

  // The partner submits a design to the approved project.
  const designTitle = `Otter Orbit ${stamp}`
  await openAndWait(partner, '/partner-design-submission')
  await partner.getByLabel('Design image').setInputFiles({
    name: 'otter.png',
    mimeType: 'image/png',
    buffer: await png(240, 120, 40, 400),
  })
  await expect(toast(partner, 'Image uploaded successfully')).toBeVisible({ timeout: 20_000 })
  await partner.getByLabel('Title').fill(designTitle)
  await partner.getByLabel('Description').fill('An otter orbiting a purple planet.')
  await partner.getByRole('checkbox', { name: /I accept the/ }).check()
  await partner.getByRole('button', { name: 'Submit Design' }).click()
  await expect(toast(partner, 'Design submitted successfully! Our team will review it shortly.')).toBeVisible(
    {
      timeout: 20_000,
    },
  )
  await expect(partner).toHaveURL(/\/partner-dashboard/)

  // The admin approves the design: its products open in the partner's store.
  await openAndWait(admin, `/admin/partners/${project.id}`)
  await admin.getByRole('button', { name: `Approve ${designTitle}` }).click()
  await expect(toast(admin, 'Design approved: its products are live in the partner store')).toBeVisible()

  // A visitor buys six hoodies from the store and pays.
  const buyer = await signedInPage(browser, DEMO.alice.email, DEMO.alice.password)
  await openAndWait(buyer, `/partners/${project.id}`)
  await expect(buyer.getByRole('heading', { level: 1, name: projectName })).toBeVisible()
  await buyer.getByRole('link', { name: 'Hoodies' }).click()
  await expect(buyer).toHaveURL(/type=hoodie/)
  const hoodie = `${designTitle} Hoodie (Black)`
  await buyer.getByLabel(`Size for ${hoodie}`).selectOption('L')
  await buyer.getByRole('button', { name: `Add ${hoodie} to cart` }).click()
  await openAndWait(buyer, '/cart')
  const lineName = `${designTitle} Hoodie (L, Black)`
  await buyer.getByLabel(`Quantity for ${lineName}`).selectOption('6')
  await buyer.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await buyer.getByLabel('First name').fill('Alice')
  await buyer.getByLabel('Last name').fill('Anderson')
  await buyer.getByLabel('Street address').fill('350 Fifth Avenue')
  await buyer.getByLabel('City').fill('New York')
  await buyer.getByLabel('State').selectOption('NY')
  await buyer.getByLabel('ZIP code').fill('10118')
  await expect(buyer.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first()).toBeChecked()
  await buyer.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(buyer).toHaveURL(/\/payment\?orderId=/)
  await buyer.getByRole('button', { name: /Pay Now/ }).click()
  await expect(buyer.getByRole('heading', { name: 'Payment successful!' })).toBeVisible({ timeout: 15_000 })

  // The partner's dashboard shows the sale, the revenue and the 20% pending payout.
  await openAndWait(partner, `/partner-dashboard?project=${project.id}`)
  const overview = partner.getByRole('tabpanel')
  await expect(overview.getByText('$299.94')).toBeVisible()
  await expect(overview.getByText('$59.98')).toBeVisible()

  // The admin pays $59.98 in $RDO (100 per dollar at the Rewards rate) and gives the transaction's
  // signature: one that moved too little is refused with its reason, the right one is recorded and the
  // partner's payment history shows it.
  await openAndWait(admin, `/admin/partners/${project.id}`)
  const payout = admin.getByRole('form', { name: 'Record payout' })
  await expect(payout.getByText(WALLET)).toBeVisible()
  await payout.getByLabel('Transaction signature').fill(await chainTransfer(page.request, '5000'))
  await payout.getByRole('button', { name: 'Record payout of $59.98' }).click()
  await expect(
    payout.getByText("The transaction transfers 5000 $RDO to the partner's wallet; 5998 $RDO is due"),
  ).toBeVisible()
  const signature = await chainTransfer(page.request, '5998')
  await payout.getByLabel('Transaction signature').fill(signature)
  await payout.getByRole('button', { name: 'Record payout of $59.98' }).click()
  await expect(toast(admin, 'Payout recorded')).toBeVisible()
  await openAndWait(partner, `/partner-dashboard?project=${project.id}&tab=settings`)
  const history = partner.getByRole('table', { name: 'Payment history' })
  await expect(history.getByRole('row').filter({ hasText: signature })).toContainText('$59.98')

  // The admin puts the design into production as the store's hoodie: one Printify product, which
  // takes the place of the hoodie the approval made.
  await openAndWait(admin, `/admin/partners/${project.id}`)
  await admin.getByRole('button', { name: `Put ${designTitle} into production` }).click()
  const dialog = admin.getByRole('dialog', { name: 'Put into production' })
  await dialog.getByLabel('Store product it replaces').selectOption({ label: 'Hoodie' })
  await dialog
    .getByLabel('Blueprint')
    .selectOption({ label: 'Unisex Heavy Blend™ Hooded Sweatshirt (Gildan)' })
  await dialog.getByLabel('Print provider').selectOption({ label: 'Printify Choice' })
  for (const option of ['Navy', 'M', 'L'])
    await dialog.getByRole('checkbox', { name: option, exact: true }).check()
  await expect(dialog.getByText('2 variants')).toBeVisible()
  await dialog.getByLabel('Price (USD)').fill('52.00')
  await dialog.getByRole('button', { name: 'Put into production' }).click()
  await expect(toast(admin, 'The design is in production')).toBeVisible({ timeout: 30_000 })
  const held = (await (await page.request.get(`${PRINTIFY_CONTROL}?products`)).json()) as {
    products: { tags: string[]; published?: boolean }[]
  }
  const tagged = (p: { tags: string[] }) => p.tags.some((t) => t.startsWith('rdo-partner-design-'))
  const made = held.products.filter((p) => tagged(p) && p.tags.some((t) => t.endsWith('-hoodie')))
  expect(made.filter((p) => p.published)).not.toHaveLength(0)
  await openAndWait(buyer, `/partners/${project.id}?type=hoodie`)
  await expect(buyer.getByLabel(`Size for ${designTitle} Hoodie (Navy)`)).toBeVisible()
  await expect(buyer.getByLabel(`Size for ${designTitle} Hoodie (Navy)`).getByRole('option')).toHaveText([
    'Size',
    'M',
    'L',
  ])
  await expect(buyer.getByLabel(`Size for ${hoodie}`)).toHaveCount(0)
})

test('the embeddable store frames only on the partner’s own sites and sells through the shop', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const owner = await signedInPage(browser, DEMO.bob.email, DEMO.bob.password)
  const projects = (await (await owner.request.get('/api/partner-projects')).json()) as {
    items: { id: string; status: string }[]
  }
  const storeId = projects.items.find((p) => p.status === 'approved')!.id
  const allowed = await framingSite(`${baseURL}/embed/${storeId}`)
  const other = await framingSite(`${baseURL}/embed/${storeId}`)
  try {
    const embeds = (await (await owner.request.get(`/api/partner-projects/${storeId}/embeds`)).json()) as {
      items: { id: string; allowed_domains: string[] }[]
    }
    const embed = embeds.items[0]!
    const host = new URL(allowed.origin).host
    const saved = await owner.request.patch(`/api/partner-projects/${storeId}/embeds/${embed.id}`, {
      data: { allowed_domains: [...embed.allowed_domains, host] },
    })
    expect(saved.status(), await saved.text()).toBe(200)

    // The header names the partner's hosts and nothing else; the page ships no script at all.
    const res = await owner.request.get(`/embed/${storeId}`)
    const csp = res.headers()['content-security-policy']!
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)![1]!.trim().split(/\s+/)
    expect(ancestors.sort()).toEqual([...embed.allowed_domains, host].sort())
    expect(res.headers()['x-frame-options']).toBeUndefined()
    expect(await res.text()).not.toContain('<script')

    // A real iframe: shown on the allowed site, refused on another.
    const visitor = await browser.newPage()
    await visitor.goto(allowed.origin)
    const framed = visitor.frameLocator('iframe[title="Merch store"]')
    await expect(framed.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(framed.getByText('Powered by')).toBeVisible()

    // Buying opens the shop in a new tab with the item in the cart.
    const buy = framed.getByRole('button', { name: /^Buy .* Hat \(Black\)$/ }).first()
    const [shop] = await Promise.all([visitor.context().waitForEvent('page'), buy.click()])
    await shop.waitForLoadState()
    await expect(shop).toHaveURL(/\/cart$/)
    await expect(shop.getByRole('link', { name: /Hat \(One Size, Black\)/ })).toBeVisible()

    const refused = await browser.newPage()
    const blocked = new Promise<void>((resolve) =>
      refused.on('console', (m) => m.text().includes('frame-ancestors') && resolve()),
    )
    await refused.goto(other.origin)
    await blocked
    await expect(refused.frameLocator('iframe').getByText('Powered by')).toHaveCount(0)
  } finally {
    await allowed.close()
    await other.close()
  }
})
