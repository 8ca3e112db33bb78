import { expect, linkIn, signInWithForm, test } from './fixtures'

test.describe('platform: sign-up to sign-out in the browser', () => {
  test('signs up, follows the emailed verification link, signs in and signs out', async ({
    page,
    outbox,
    freshEmail,
  }) => {
    await page.goto('/signup')
    await page.getByLabel('Full name').fill('Dana Degen')
    await page.getByLabel('Email', { exact: true }).fill(freshEmail)
    await page.getByLabel('Password', { exact: true }).fill('hodl-123')
    await page.getByLabel('Confirm password').fill('hodl-123')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      page.getByText('Account created! Please check your email to verify your account.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/verify-email$/)

    const mail = await outbox.waitFor(freshEmail, (m) => m.template === 'verify-email')
    const link = new URL(linkIn(mail, '/verify-email'))
    expect(link.searchParams.get('type')).toBe('signup')
    await page.goto(link.pathname + link.search)
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible()

    await signInWithForm(page, freshEmail, 'hodl-123')
    await expect(page.getByText('Logged in successfully!')).toBeVisible()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await expect(page.getByRole('menu').getByText(freshEmail)).toBeVisible()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page.getByRole('link', { name: /login|sign in/i }).first()).toBeVisible()
    const session = await page.request.get('/api/auth/session')
    expect((await session.json()).user).toBeNull()
  })
})
