import { createVerifiedUser, expectNoSeriousA11yIssues, pathOf, toast } from './accounts'
import { DEMO, expect, signInWithForm, test } from './fixtures'

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
