import type { Browser, Page } from '@playwright/test'
import { createVerifiedUser, expectNoSeriousA11yIssues, signInThroughForm, toast } from './accounts'
import { apiSignIn, DEMO, expect, test, waitForApp } from './fixtures'

/**
 * A signed-in customer's cart lives on the server: it follows the customer to another browser, and a
 * visitor's cart joins it on sign-in. The segment editor builds behaviour rules with the keyboard.
 */
const SLUG = 'diamond-hands-tee'

async function addByLink(page: Page, size: string, color: string) {
  await page.goto(`/cart?add=${SLUG}&size=${size}&color=${encodeURIComponent(color)}&qty=1`)
  await waitForApp(page)
}

const lineLink = (page: Page, size: string, color: string) =>
  page.getByRole('link', { name: `Diamond Hands Tee (${size}, ${color})` })

async function freshContext(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('the cart follows a signed-in customer to another browser and merges a visitor cart', async ({
  browser,
  outbox,
  freshEmail,
}) => {
  // Two browsers, a sign-up and a sign-in: more than the default minute on a busy machine.
  test.slow()
  const first = await freshContext(browser)
  const account = await createVerifiedUser(first.page.request, outbox, { email: freshEmail })
  await apiSignIn(first.page.request, account.email, account.password)
  const product = await (await first.page.request.get(`/api/products/${SLUG}`)).json()
  const [color, other] = (product.colors as { name: string }[]).map((c) => c.name)

  await test.step('signed in on the first browser, a line goes into the cart', async () => {
    await addByLink(first.page, 'M', color!)
    await expect(lineLink(first.page, 'M', color!)).toBeVisible()
    await expect
      .poll(async () => (await (await first.page.request.get('/api/cart')).json()).lines.length)
      .toBe(1)
  })

  const second = await freshContext(browser)
  await test.step('a visitor on a second browser fills a cart, then signs in: both lines', async () => {
    await addByLink(second.page, 'L', other ?? color!)
    await expect(lineLink(second.page, 'L', other ?? color!)).toBeVisible()
    await signInThroughForm(second.page, account.email, account.password)
    await second.page.waitForURL((url) => url.pathname !== '/login')
    await second.page.goto('/cart')
    await expect(lineLink(second.page, 'M', color!)).toBeVisible()
    await expect(lineLink(second.page, 'L', other ?? color!)).toBeVisible()
  })

  await test.step('the first browser sees the merged cart when it reloads', async () => {
    await first.page.goto('/cart')
    // The page shows this browser's copy first, then the account's once the session and cart are read.
    await expect(lineLink(first.page, 'L', other ?? color!)).toBeVisible({ timeout: 30_000 })
  })

  await test.step('signing out leaves the cart with the account', async () => {
    await second.page.request.post('/api/auth/sign-out')
    await second.page.goto('/cart')
    await expect(second.page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
  })
  await first.context.close()
  await second.context.close()
})

test('the segment editor builds AND/OR behaviour rules with the keyboard and counts them live', async ({
  page,
}) => {
  test.slow()
  await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')
  await page.goto('/admin?tab=marketing&section=segments')
  await waitForApp(page)
  await page.getByRole('button', { name: 'New segment' }).click()
  const dialog = page.getByRole('dialog', { name: 'New segment' })
  const name = `Buyers or partners ${Date.now()}`
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)

  await dialog.getByRole('button', { name: 'Add a behaviour condition' }).focus()
  await page.keyboard.press('Enter')
  const first = dialog.getByRole('combobox', { name: 'Condition 1' })
  await expect(first).toHaveValue('bought_any')
  await dialog.getByRole('combobox', { name: 'Match' }).first().selectOption('or')
  await dialog.getByRole('button', { name: 'Add condition' }).first().press('Enter')
  await dialog.getByRole('combobox', { name: 'Condition 2' }).selectOption('spent_at_least')
  await dialog.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('25')
  await dialog.getByRole('button', { name: 'Add group' }).first().press('Enter')
  const group = dialog.getByRole('group', { name: 'Behaviour rules, group 3' })
  await group.getByRole('combobox', { name: 'Condition 1' }).selectOption('partner')
  await group.getByRole('button', { name: 'Add condition' }).press('Enter')
  await group.getByRole('combobox', { name: 'Condition 2' }).selectOption('drop_notify')
  // Any drop unless one is picked from the upcoming and recent drops.
  const drop = group.getByRole('combobox', { name: 'Drop' })
  await expect(drop).toHaveValue('')
  await expect(drop.getByRole('option', { name: 'Any drop' })).toHaveCount(1)

  const live = dialog.getByText(/matching subscribers · [\d,]+ would receive a campaign$/)
  await expect(live).toBeVisible()
  await expectNoSeriousA11yIssues(page)
  await dialog.getByRole('button', { name: 'Create segment' }).click()
  await expect(toast(page, 'Segment created successfully')).toBeVisible()
  const row = page.getByRole('table', { name: 'Segments' }).getByRole('row').filter({ hasText: name })
  await expect(row).toContainText(
    'Bought anything or Spent at least $25.00 or (Is a partner and Asked to be told of a drop)',
  )
})
