import { deflateSync } from 'node:zlib'
import { createVerifiedUser, expectNoSeriousA11yIssues, pathOf, signInFreshUser, toast } from './accounts'
import { DEMO, expect, signInWithForm, test } from './fixtures'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}
/** A real RGB PNG with a diagonal gradient, built in memory. */
function makePng(size = 96) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc(size * (size * 3 + 1))
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1)
    for (let x = 0; x < size; x++) rows.set([153, (x * 255) / size, (y * 255) / size], row + 1 + x * 3)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test.describe('profile', () => {
  test('edit every field, claim a free and a taken username, and see it all after a reload', async ({
    page,
    outbox,
    freshEmail,
  }) => {
    await signInFreshUser(page, outbox, freshEmail, 'Pat Profile')
    // Bob's seeded name is taken (compared lower-cased).
    const bob = await page.request.get('/api/users/by-username/bob_builds')
    expect(bob.ok()).toBeTruthy()
    const freeName = `pat_${Date.now().toString(36)}`

    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)
    await page.getByRole('button', { name: 'Edit Profile' }).click()

    const username = page.getByLabel('Username')
    await username.fill('ab')
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
    await username.fill('a'.repeat(21))
    await expect(page.getByText('Username must be at most 20 characters')).toBeVisible()
    await username.fill('no spaces!')
    await expect(
      page.getByText('Username can only contain letters, numbers, underscores, and hyphens'),
    ).toBeVisible()
    await username.fill('BOB_builds')
    await expect(page.getByText('Username is already taken')).toBeVisible()
    await username.fill(freeName)
    await expect(page.getByText('Username is available')).toBeVisible()

    await page.getByLabel('Full name').fill('Pat Q. Profile')
    await page.getByLabel('Phone').fill('+1 555 010 0199')
    await page.getByLabel('First name').fill('Pat')
    await page.getByLabel('Last name').fill('Profile')
    await page.getByLabel('Street address').fill('1 Ledger Lane')
    await page.getByLabel('Apartment, suite (optional)').fill('Unit 7')
    await page.getByLabel('City').fill('Toronto')
    await page.getByLabel('State / Province').fill('ON')
    await page.getByLabel('Postal code').fill('M5V 2T6')
    await page.getByLabel('Country').selectOption('CA')
    await expectNoSeriousA11yIssues(page)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(toast(page, 'Profile updated successfully')).toBeVisible()

    await page.getByRole('switch', { name: 'Marketing', exact: true }).click()
    await expect(toast(page, 'Preferences updated successfully')).toBeVisible()
    await page.getByRole('switch', { name: 'Newsletter' }).click()
    await expect(toast(page, 'Marketing preferences updated successfully')).toBeVisible()
    await page.getByRole('switch', { name: 'Product updates' }).click()
    await expect(toast(page, 'Marketing preferences updated successfully').nth(1)).toBeVisible()

    await page.reload()
    const details = page.locator('dl').first()
    await expect(details.getByText('Pat Q. Profile')).toBeVisible()
    await expect(details.getByText(`@${freeName}`)).toBeVisible()
    await expect(details.getByText('+1 555 010 0199')).toBeVisible()
    await expect(details.getByText('1 Ledger Lane, Unit 7')).toBeVisible()
    await expect(details.getByText('Toronto, ON M5V 2T6')).toBeVisible()
    await expect(details.getByText('Canada')).toBeVisible()
    await expect(page.getByRole('switch', { name: 'Marketing', exact: true })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Newsletter' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Product updates' })).toBeChecked()
    await expect(page.getByRole('switch', { name: 'Promotional offers' })).not.toBeChecked()

    // Keeping one's own name (in another letter case) is valid, and the public profile uses it.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Username').fill(freeName.toUpperCase())
    await expect(page.getByText('Username is already taken')).toBeHidden()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('link', { name: 'View public profile' }).click()
    await expect(page.getByRole('heading', { name: `@${freeName}` })).toBeVisible()
  })

  test('crop and save an avatar; it shows in the account menu; a wrong file type is refused', async ({
    page,
    outbox,
    freshEmail,
  }) => {
    await signInFreshUser(page, outbox, freshEmail, 'Ava Tar')
    await page.goto('/profile')
    const picker = page.getByLabel('Upload profile picture')

    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(page.getByText('File type must be image/png, image/jpeg, image/gif').first()).toBeVisible()
    await expect(page.getByRole('dialog')).toBeHidden()

    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() })
    const dialog = page.getByRole('dialog', { name: 'Edit Profile Picture' })
    await expect(dialog).toBeVisible()
    const zoom = dialog.getByLabel('Zoom')
    await expect(zoom).toHaveValue('1.2')
    await expect(zoom).toHaveAttribute('min', '1')
    await expect(zoom).toHaveAttribute('max', '3')
    await expect(zoom).toHaveAttribute('step', '0.1')
    await zoom.fill('1.5')
    await expectNoSeriousA11yIssues(page)

    // A refused upload keeps the dialog open with the reason.
    await page.route('**/api/profile/avatar', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'FILE_TOO_LARGE', message: 'File is larger than 2097152 bytes' } },
      }),
    )
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Error updating avatar: File is larger than 2097152 bytes')).toBeVisible()
    await expect(dialog).toBeVisible()
    await page.unroute('**/api/profile/avatar')

    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Avatar updated successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const menuAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img')
    await expect(menuAvatar).toHaveAttribute('src', /\/files\//)
    const session = await (await page.request.get('/api/auth/session')).json()
    expect(session.profile.avatar_url).toMatch(/\/files\//)
  })
})

test.describe('settings and account pages', () => {
  test('add, edit and remove a shipping address; save notification preferences', async ({
    page,
    outbox,
    freshEmail,
  }) => {
    await signInFreshUser(page, outbox, freshEmail, 'Sam Settings')
    await page.goto('/settings')
    await expect(page.getByText('No saved addresses yet')).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await page.getByRole('button', { name: 'Add address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add address' })
    await dialog.getByRole('button', { name: 'Save address' }).click()
    await expect(dialog.getByText('Please complete all address fields').first()).toBeVisible()
    await dialog.getByLabel('Label (optional)').fill('Home')
    await dialog.getByLabel('First name').fill('Sam')
    await dialog.getByLabel('Last name').fill('Settings')
    await dialog.getByLabel('Street address').fill('42 Block St')
    await dialog.getByLabel('City').fill('Austin')
    await dialog.getByLabel('State / Province').fill('TX')
    await dialog.getByLabel('Postal code').fill('73301')
    await dialog.getByRole('button', { name: 'Save address' }).click()
    await expect(toast(page, 'Shipping address updated successfully')).toBeVisible()
    const card = page.getByRole('listitem').filter({ hasText: '42 Block St' })
    await expect(card.getByText('Default')).toBeVisible()

    await card.getByRole('button', { name: /Edit/ }).click()
    const edit = page.getByRole('dialog', { name: 'Edit address' })
    await expect(edit.getByLabel('City')).toHaveValue('Austin')
    await edit.getByLabel('City').fill('Dallas')
    await edit.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByText('Dallas, TX 73301')).toBeVisible()

    // The default address is the profile's default shipping address too.
    await page.goto('/profile')
    await expect(page.getByText('42 Block St')).toBeVisible()
    await page.goto('/settings')

    await page.getByLabel('Full name').fill('Samantha Settings')
    await page.getByRole('switch', { name: 'Order updates' }).click()
    await page.getByRole('button', { name: 'Save preferences' }).click()
    await expect(toast(page, 'Preferences updated successfully')).toBeVisible()

    await page
      .getByRole('listitem')
      .filter({ hasText: '42 Block St' })
      .getByRole('button', { name: /Remove/ })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Remove address' }).click()
    await expect(toast(page, 'Shipping address removed')).toBeVisible()
    await expect(page.getByText('No saved addresses yet')).toBeVisible()

    await page.reload()
    await expect(page.getByLabel('Full name')).toHaveValue('Samantha Settings')
    await expect(page.getByRole('switch', { name: 'Order updates' })).not.toBeChecked()
    await expect(page.getByText('No saved addresses yet')).toBeVisible()
  })

  test('/account lists Orders, Wishlist and Settings, and signs out', async ({ page }) => {
    await signInWithForm(page, DEMO.alice.email, DEMO.alice.password)
    await page.waitForURL(/\/profile$/)
    await page.goto('/account')
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible()
    for (const name of ['Orders', 'Wishlist', 'Settings']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible()
    }
    await expectNoSeriousA11yIssues(page)
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/login$/)
  })
})

test.describe('dashboard', () => {
  test('signed out goes to /login; sections; stored section opens once', async ({ page }) => {
    await page.goto('/dashboard')
    await page.waitForURL(/\/login$/)

    // Signing in returns to the dashboard the guard sent us away from.
    await signInWithForm(page, DEMO.alice.email, DEMO.alice.password)
    await page.waitForURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible()
    // Store the section while no dashboard is mounted, then open the dashboard afresh.
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('dashboardSection', 'wallet'))
    await page.goto('/dashboard')
    await expect(page.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true')
    expect(await page.evaluate(() => localStorage.getItem('dashboardSection'))).toBeNull()
    await expect(page.getByRole('link', { name: /Install Phantom/ })).toHaveAttribute(
      'href',
      'https://phantom.app',
    )

    await page.reload()
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Recent Activity' }).click()
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible()
    // Alice's seeded history has orders; at most 5 are listed.
    const orders = page.getByRole('link', { name: /^Order #/ })
    await expect(orders.first()).toBeVisible()
    expect(await orders.count()).toBeLessThanOrEqual(5)
    await expectNoSeriousA11yIssues(page)
    for (const href of ['/orders', '/wishlist', '/my-designs', '/support', '/settings']) {
      await expect(page.locator(`nav a[href="${href}"]`).first()).toBeVisible()
    }
  })

  test('change the password, then sign in with the new one', async ({ page, outbox, freshEmail }) => {
    const account = await createVerifiedUser(page.request, outbox, { email: freshEmail })
    await signInWithForm(page, account.email, account.password)
    await page.waitForURL(/\/profile$/)
    await page.goto('/dashboard')
    await page.getByRole('tab', { name: 'Security' }).click()
    await expectNoSeriousA11yIssues(page)

    const submit = page.getByRole('button', { name: 'Update password' })
    await page.getByLabel('Current password').fill(account.password)
    await page.getByLabel('New password', { exact: true }).fill('short')
    await page.getByLabel('Confirm new password').fill('other')
    await submit.click()
    await expect(page.getByText('Password must be at least 6 characters').first()).toBeVisible()

    await page.getByLabel('New password', { exact: true }).fill('brand-new-1')
    await page.getByLabel('Confirm new password').fill('brand-new-2')
    await submit.click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()

    await page.getByLabel('Current password').fill('not-my-password')
    await page.getByLabel('Confirm new password').fill('brand-new-1')
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible()

    await page.getByLabel('Current password').fill(account.password)
    await submit.click()
    await expect(toast(page, 'Password updated successfully')).toBeVisible()

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await expect(toast(page, 'Logged out successfully')).toBeVisible()
    await page.waitForURL(/\/login$/)
    const old = await page.request.post('/api/auth/sign-in', {
      data: { email: account.email, password: account.password, portal: 'customer' },
    })
    expect(old.status()).toBe(401)
    await signInWithForm(page, account.email, 'brand-new-1')
    await expect(toast(page, 'Logged in successfully!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  })
})

test.describe('failures show their messages', () => {
  test('profile, username check, activity, tickets, messages, replies, assistant and public profile', async ({
    page,
  }) => {
    await signInWithForm(page, DEMO.alice.email, DEMO.alice.password)
    await page.waitForURL(/\/profile$/)
    const fail = (pattern: string) =>
      page.route(pattern, (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'X', message: 'An error occurred' } } }),
      )

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await fail('**/api/profile/username-available**')
    await page.getByLabel('Username').fill('somebody_new')
    await expect(page.getByText('Error checking username availability')).toBeVisible()

    await fail('**/api/profile')
    await page.reload()
    await expect(toast(page, 'Failed to load profile')).toBeVisible()

    await fail('**/api/dashboard/activity')
    await page.goto('/dashboard')
    await page.getByRole('tab', { name: 'Recent Activity' }).click()
    await expect(toast(page, 'Failed to load recent activity')).toBeVisible()

    await fail('**/api/support/tickets/*/messages')
    await fail('**/api/support/tickets/*/assistant')
    await page.goto('/support')
    await page.getByRole('button', { name: /Sizing question/ }).click()
    await expect(toast(page, 'Failed to load messages')).toBeVisible()
    await page.getByLabel('Your reply').fill('Hello?')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(toast(page, 'Failed to send reply')).toBeVisible()
    await page.getByRole('button', { name: 'Ask the assistant' }).click()
    await expect(toast(page, 'Failed to get AI response')).toBeVisible()

    await fail('**/api/support/tickets')
    await page.reload()
    await expect(toast(page, 'Failed to load support tickets')).toBeVisible()

    await fail('**/api/users/by-username/**')
    await page.goto('/user/alice')
    await expect(toast(page, 'Failed to load user profile')).toBeVisible()
    await page.waitForURL((url) => url.pathname === '/')
  })
})

test.describe('public profiles', () => {
  test('by username and by id, with designs linking to their pages; unknown users', async ({ page }) => {
    await page.goto('/user/bob_builds')
    await expect(page.getByRole('heading', { name: '@bob_builds' })).toBeVisible()
    await expect(page.getByText(/Joined/)).toBeVisible()
    const bob = await (await page.request.get('/api/users/by-username/bob_builds')).json()
    expect(bob).not.toHaveProperty('email')
    // With a username set, the full name stays private.
    expect(bob.full_name).toBeNull()
    await expect(page.getByText('Bob Martinez')).toHaveCount(0)
    const designs = page.locator('a[href^="/community-designs/"]')
    if (bob.designs.length > 0) await expect(designs.first()).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await page.goto(`/user/id/${bob.id}`)
    await expect(page.getByRole('heading', { name: '@bob_builds' })).toBeVisible()

    await page.goto('/user/no_such_person_here')
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    expect(pathOf(page)).toBe('/')
  })
})
