import { expectNoSeriousA11yIssues, signInFreshUser, toast } from './accounts'
import { DEMO, expect, signInWithForm, test } from './fixtures'
import { makePng } from './png'

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
