import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { createVerifiedUser, toast } from './accounts'
import { apiSignIn, DEMO, expect, test } from './fixtures'

/** A small PNG of one colour, as an admin's photo upload. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

async function placePaidOrder(customer: APIRequestContext, email: string) {
  const list = await (await customer.get('/api/products?limit=24')).json()
  let chosen: { id: string; size: string; color: string } | undefined
  for (const p of list.items as { slug: string }[]) {
    const detail = await (await customer.get(`/api/products/${p.slug}`)).json()
    const variant = (detail.variants as { size: string; stock: number }[]).find((v) => v.stock > 2)
    const color = (detail.colors as { name: string }[])[0]
    if (variant && color) {
      chosen = { id: detail.id, size: variant.size, color: color.name }
      break
    }
  }
  expect(chosen, 'a demo product with stock').toBeTruthy()
  const res = await customer.post('/api/orders', {
    data: {
      items: [{ product_id: chosen!.id, size: chosen!.size, color: chosen!.color, quantity: 1 }],
      shipping_address: {
        first_name: 'Olive',
        last_name: 'Order',
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

async function notificationsOf(customer: APIRequestContext) {
  return (
    (await (await customer.get('/api/notifications')).json()) as { items: { type: string; title: string }[] }
  ).items
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password)
  await page.getByRole('button', { name: 'Sign In to Admin' }).click()
  await expect(toast(page, 'Welcome back, admin!')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
}

test.describe('back office', () => {
  test.describe.configure({ timeout: 240_000 })

  test('users, impersonation, an order shipped live, a ticket reply, a product from creation to archive, the hero title', async ({
    page,
    browser,
    baseURL,
    outbox,
    freshEmail,
  }) => {
    // A customer with a paid order and an open ticket, watching the shop in their own browser.
    const account = await createVerifiedUser(page.request, outbox, {
      email: freshEmail,
      fullName: 'Olive Order',
    })
    const customerApi = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL! },
    })
    await apiSignIn(customerApi, account.email, account.password)
    const orderId = await placePaidOrder(customerApi, account.email)
    const shortOrder = orderId.slice(0, 8)
    // A subject of this run's own: a retry's ticket must not be confused with the first attempt's.
    const ticketSubject = `Where is my hoodie? #${shortOrder}`
    const ticket = await (
      await customerApi.post('/api/support/tickets', {
        data: { subject: ticketSubject, message: 'It has been a week, any news?' },
      })
    ).json()
    const customerContext = await browser.newContext({ baseURL })
    const customerPage = await customerContext.newPage()
    await apiSignIn(customerPage.request, account.email, account.password)

    await test.step('admin signs in through the portal', async () => {
      await signInAsAdmin(page)
      await expect(page.getByRole('navigation', { name: 'Back office' }).first()).toBeVisible()
    })

    await test.step('finds the customer, changes their role and back', async () => {
      await page.getByRole('tab', { name: 'Users' }).click()
      await page.getByPlaceholder(/search by email or name/i).fill(account.email)
      const role = page.getByLabel(`Role of ${account.email}`)
      await expect(role).toBeVisible()
      await expect(page.getByRole('link', { name: /^View / })).toHaveCount(1)
      await role.selectOption('admin')
      await expect(toast(page, 'User role updated successfully')).toBeVisible()
      await expect(role).toHaveValue('admin')
      await role.selectOption('user')
      await expect(role).toHaveValue('user')
      await expect(toast(page, 'User role updated successfully')).toHaveCount(2)
    })

    await test.step('impersonates them: banner, their orders, end', async () => {
      await page.getByRole('link', { name: `View ${account.email}` }).click()
      await expect(page).toHaveURL(/\/admin\/users\//)
      await expect(page.getByRole('heading', { level: 1, name: 'Olive Order' })).toBeVisible()
      await page.getByRole('button', { name: 'Impersonate' }).click()
      await expect(page).toHaveURL(/\/$/)
      const banner = page.getByRole('region', { name: 'Impersonation' })
      await expect(banner).toContainText(account.email)
      await page.goto('/orders')
      await expect(page.getByText(new RegExp(shortOrder, 'i')).first()).toBeVisible()
      await page.getByRole('button', { name: 'End impersonation' }).click()
      await expect(page).toHaveURL(/\/admin\/users\//)
      await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0)
    })

    await test.step('marks the order shipped: the customer’s bell shows it live, the email is sent', async () => {
      const stream = customerPage.waitForResponse(
        (r) => r.url().endsWith('/api/events') && r.status() === 200,
      )
      await customerPage.goto('/')
      await stream
      const bell = customerPage.getByRole('button', { name: /^Notifications/ })
      const { unread_count: unreadBefore } = (await (await customerApi.get('/api/notifications')).json()) as {
        unread_count: number
      }
      await expect(bell).toHaveAccessibleName(
        unreadBefore ? `Notifications, ${unreadBefore} unread` : 'Notifications',
      )

      await page.goto(`/admin?tab=orders&q=${shortOrder}`)
      const status = page.getByLabel(`Status of order ${shortOrder}`)
      await expect(status).toHaveValue('processing')
      await status.selectOption('shipped')
      await expect(toast(page, 'Order status updated successfully')).toBeVisible()
      await expect(status).toHaveValue('shipped')

      await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`)
      await outbox.waitFor(account.email, (m) => /shipped/i.test(m.subject))
      await page.getByRole('link', { name: new RegExp(`Order ${shortOrder}`, 'i') }).click()
      await expect(page.getByText('Shipped').first()).toBeVisible()
      await expect(page.getByText(DEMO.admin.email).first()).toBeVisible()
    })

    await test.step('replies to the ticket', async () => {
      await page.goto('/admin?tab=support')
      await page.getByRole('button', { name: ticketSubject }).click()
      await expect(page.getByText('It has been a week, any news?')).toBeVisible()
      await page.getByLabel('Reply to the customer').fill('It ships today, tracking follows by email.')
      await page.getByRole('button', { name: 'Send reply' }).click()
      await expect(toast(page, 'Reply sent successfully')).toBeVisible()
      const messages = (await (
        await customerApi.get(`/api/support/tickets/${ticket.id}/messages`)
      ).json()) as {
        items: { message: string; is_staff: boolean }[]
      }
      expect(messages.items.some((m) => m.is_staff && m.message.startsWith('It ships today'))).toBe(true)
    })

    const productName = `Admin Drop Hoodie ${Date.now().toString(36)}`
    let productId = ''
    await test.step('creates a product with two colours, three sizes and images', async () => {
      await page.goto('/admin?tab=products')
      await page.getByRole('button', { name: 'Add product' }).click()
      const form = page.getByRole('form', { name: 'New product' })
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(productName)
      await form.getByRole('spinbutton', { name: 'Price (USD)' }).fill('59.99')
      const sizes = ['S', 'M', 'L']
      const variants = form.getByRole('group', { name: 'Variants' })
      for (const [i, size] of sizes.entries()) {
        if (i > 0) await variants.getByRole('button', { name: 'Add size' }).click()
        await variants.getByRole('textbox', { name: 'Size', exact: true }).nth(i).fill(size)
        await variants.getByRole('spinbutton', { name: 'Stock', exact: true }).nth(i).fill('5')
      }
      await form.getByLabel('Colour name').nth(0).fill('Black')
      await form.getByLabel('Colour code').nth(0).fill('#111111')
      await form.getByRole('button', { name: 'Add colour' }).click()
      await form.getByLabel('Colour name').nth(1).fill('Bone')
      await form.getByLabel('Colour code').nth(1).fill('#E8E2D6')
      await form.locator('input[type=file]').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await png(20, 20, 20) },
        { name: 'bone.png', mimeType: 'image/png', buffer: await png(232, 226, 214) },
      ])
      await expect(toast(page, 'Image uploaded successfully').first()).toBeVisible()
      const urls = form.getByLabel('Image URL')
      await expect(urls.nth(1)).toHaveValue(/\/files\//)
      await form
        .getByRole('group', { name: 'Images' })
        .getByRole('combobox', { name: 'Colour', exact: true })
        .nth(1)
        .selectOption({ label: 'Bone' })
      await form.getByRole('button', { name: 'Create product' }).click()
      await expect(toast(page, 'Product created successfully')).toBeVisible()

      await page.goto(`/products?q=${encodeURIComponent(productName)}`)
      await expect(page.getByText(productName).first()).toBeVisible()
      const found = await (
        await page.request.get(`/api/admin/products?q=${encodeURIComponent(productName)}`)
      ).json()
      productId = found.items[0].id
      const slug = found.items[0].slug as string
      const detail = await (await page.request.get(`/api/products/${slug}`)).json()
      expect((detail.variants as { size: string }[]).map((v) => v.size)).toEqual(sizes)
      expect((detail.colors as { name: string }[]).map((c) => c.name)).toEqual(['Black', 'Bone'])
      expect(detail.images.length).toBeGreaterThanOrEqual(2)
    })

    await test.step('lowers its price: a wishlister is notified', async () => {
      expect((await customerApi.post('/api/wishlist', { data: { product_id: productId } })).ok()).toBeTruthy()
      await page.goto(`/admin/products/${productId}`)
      const form = page.getByRole('form', { name: 'Edit product' })
      await form.getByRole('spinbutton', { name: 'Price (USD)' }).fill('44.99')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await expect(toast(page, 'Product updated successfully').last()).toBeVisible()
      await expect
        .poll(async () => (await notificationsOf(customerApi)).some((n) => n.type === 'price_drop'))
        .toBe(true)
    })

    await test.step('archives it: gone from the shop', async () => {
      const form = page.getByRole('form', { name: 'Edit product' })
      await form.getByLabel('Active (shown in the shop)').uncheck()
      // The price change's toast may still be showing, so the save is awaited by its own answer: leaving
      // the page before it arrives could read the catalogue from before the change.
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/admin/products/${productId}`),
      )
      await form.getByRole('button', { name: 'Save changes' }).click()
      expect((await saved).status()).toBe(200)
      await expect(toast(page, 'Product updated successfully').last()).toBeVisible()
      await page.goto(`/products?q=${encodeURIComponent(productName)}`)
      await expect(page.getByText(productName)).toHaveCount(0)
    })

    await test.step('changes the hero title and sees it on the home page', async () => {
      const title = `Fresh drop ${Date.now().toString(36)}`
      await page.goto('/admin?tab=settings')
      const hero = page.getByRole('form', { name: 'Hero section' })
      await hero.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await hero.getByRole('button', { name: 'Save' }).click()
      await expect(toast(page, 'Settings saved successfully')).toBeVisible()
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
    })

    await test.step('the audit log lists what the admin did', async () => {
      await page.goto('/admin/audit')
      const table = page.getByRole('table', { name: 'Audit log' })
      for (const action of [
        'site_setting.update',
        'product.update',
        'product.create',
        'order.status_change',
        'user.role_change',
      ]) {
        await expect(table.getByText(action).first()).toBeVisible()
      }
    })

    await customerContext.close()
    await customerApi.dispose()
  })
})
