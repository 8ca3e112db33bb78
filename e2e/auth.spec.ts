import type { Page } from '@playwright/test'
import { createVerifiedUser, pathOf, signInThroughForm } from './accounts'
import { DEMO, expect as baseExpect, linkIn, test } from './fixtures'

// Shared CI machines can be slow to render: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })
const formAlert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })

async function fillSignup(
  page: Page,
  v: { fullName?: string; email?: string; password?: string; confirm?: string },
) {
  await page.getByLabel('Full name').fill(v.fullName ?? '')
  await page.getByLabel('Email', { exact: true }).fill(v.email ?? '')
  await page.getByLabel('Password', { exact: true }).fill(v.password ?? '')
  await page.getByLabel('Confirm password').fill(v.confirm ?? v.password ?? '')
  await page.getByRole('button', { name: 'Create Account' }).click()
}

test.describe('sign up and email verification', () => {
  test('sign up → verification link from the outbox → verified → dashboard after 2 s', async ({
    page,
    outbox,
    freshEmail,
  }) => {
    await page.goto('/signup')
    await expect(page.getByRole('checkbox')).toBeChecked()
    await fillSignup(page, { fullName: 'Vera Verified', email: freshEmail, password: 'hodl-123' })
    await expect(
      toast(page, 'Account created! Please check your email to verify your account.'),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/verify-email$/)
    await expect(page.getByText(freshEmail)).toBeVisible()

    await page.getByRole('button', { name: 'Resend verification email' }).click()
    await expect(toast(page, 'Verification email resent successfully')).toBeVisible()

    const mail = await outbox.waitFor(freshEmail, (m) => m.template === 'verify-email')
    const link = new URL(linkIn(mail, '/verify-email'))
    // Measured in the page: when "Email verified" shows, and when and where the app navigates next.
    await page.addInitScript(() => {
      const w = window as unknown as { __verifiedAt?: number; __leftAt?: number; __leftTo?: string }
      new MutationObserver(() => {
        if (!w.__verifiedAt && document.querySelector('h1')?.textContent === 'Email verified') {
          w.__verifiedAt = performance.now()
        }
      }).observe(document, { childList: true, subtree: true, characterData: true })
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history)
        history[method] = (...args: Parameters<History['pushState']>) => {
          if (w.__verifiedAt && !w.__leftAt) {
            w.__leftAt = performance.now()
            w.__leftTo = String(args[2])
          }
          return original(...args)
        }
      }
    })
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
    await expect(toast(page, 'Email verified successfully')).toBeVisible()
    await page.waitForURL((url) => url.pathname !== '/verify-email')
    const { delay, to } = await page.evaluate(() => {
      const w = window as unknown as { __verifiedAt?: number; __leftAt?: number; __leftTo?: string }
      return { delay: (w.__leftAt ?? 0) - (w.__verifiedAt ?? 0), to: w.__leftTo }
    })
    expect(to).toBe('/dashboard')
    expect(delay).toBeGreaterThanOrEqual(1900)
    expect(delay).toBeLessThan(5000)
  })

  test('signup validation: name, email, short password, mismatch, and an existing account', async ({
    page,
  }) => {
    await page.goto('/signup')
    await fillSignup(page, {})
    await expect(page.getByText('Full name is required')).toBeVisible()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

    await fillSignup(page, { fullName: 'Shorty', email: 'shorty@example', password: '12345' })
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

    await fillSignup(page, {
      fullName: 'Mismatch',
      email: 'mismatch@example.com',
      password: 'hodl-123',
      confirm: 'hodl-124',
    })
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page).toHaveURL(/\/signup$/)

    await fillSignup(page, { fullName: 'Alice Again', email: DEMO.alice.email, password: 'whatever1' })
    await expect(formAlert(page, 'An account with this email already exists')).toBeVisible()
    await expect(toast(page, 'An account with this email already exists')).toBeVisible()
  })

  test('an unverified sign-in goes to /verify-email; an invalid link says so and sends a new one; a missing address is reported', async ({
    page,
    freshEmail,
    outbox,
  }) => {
    const res = await page.request.post('/api/auth/sign-up', {
      data: { email: freshEmail, password: 'hodl-123', full_name: 'Una Verified' },
    })
    expect(res.status()).toBe(201)
    await signInThroughForm(page, freshEmail, 'hodl-123')
    await expect(page).toHaveURL(/\/verify-email$/)
    await expect(toast(page, 'Please verify your email address')).toBeVisible()
    await expect(page.getByText(freshEmail)).toBeVisible()

    await page.goto('/verify-email?token=not-a-real-token&type=signup')
    await expect(page.getByText('Failed to verify email').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible()
    // A spent or expired link offers a fresh one, to the address the person gives.
    const resend = page.getByRole('form', { name: 'Resend verification email' })
    await resend.getByRole('button', { name: 'Resend verification email' }).click()
    await expect(toast(page, 'Email address is missing')).toBeVisible()
    const mailsBefore = (await outbox.list(freshEmail)).filter((m) => m.template === 'verify-email').length
    await resend.getByLabel('Email').fill(freshEmail)
    await resend.getByRole('button', { name: 'Resend verification email' }).click()
    await expect(toast(page, 'Verification email resent successfully')).toBeVisible()
    await expect
      .poll(async () => (await outbox.list(freshEmail)).filter((m) => m.template === 'verify-email').length)
      .toBeGreaterThan(mailsBefore)

    await page.goto('/verify-email')
    await page.getByRole('button', { name: 'Resend verification email' }).click()
    await expect(toast(page, 'Email address is missing')).toBeVisible()
  })
})

test.describe('sign in', () => {
  test('wrong password: "Invalid email or password" inline and as a toast; required fields', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()

    await signInThroughForm(page, DEMO.alice.email, 'not-her-password')
    await expect(formAlert(page, 'Invalid email or password')).toBeVisible()
    await expect(toast(page, 'Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('remembers where the visitor came from and signs out from the account menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/login?from=%2Fcontact-us')
    await page.getByLabel('Email', { exact: true }).fill(DEMO.bob.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.bob.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(toast(page, 'Logged in successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/contact-us$/)

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull()
  })

  test('an administrator on the customer login is refused with a link to the admin portal', async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password)
    const message = 'Please use the admin portal to login as an administrator'
    await expect(formAlert(page, message)).toBeVisible()
    await expect(toast(page, message)).toBeVisible()
    await formAlert(page, message).getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull()
  })
})

test.describe('admin portal login', () => {
  test('a customer is refused; an admin (email with spaces and capitals) is welcomed into /admin', async ({
    page,
  }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email', { exact: true }).fill(DEMO.alice.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.alice.password)
    await page.getByRole('button', { name: 'Sign In to Admin' }).click()
    const refusal = 'Unauthorized access. This portal is for administrators only.'
    await expect(formAlert(page, refusal)).toBeVisible()
    await expect(toast(page, refusal)).toBeVisible()
    expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull()

    await page.getByLabel('Email', { exact: true }).fill(`  ${DEMO.admin.email.toUpperCase()} `)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password)
    await page.getByRole('button', { name: 'Sign In to Admin' }).click()
    await expect(toast(page, 'Welcome back, admin!')).toBeVisible()
    await expect(page).toHaveURL(/\/admin$/)
  })
})

test.describe('password reset', () => {
  test('request → emailed link → mismatch and short-password messages → new password → sign in', async ({
    page,
    outbox,
    freshEmail,
  }) => {
    await createVerifiedUser(page.request, outbox, { email: freshEmail, password: 'old-pass-1' })

    await page.goto('/login')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(toast(page, 'Please enter your email address')).toBeVisible()
    await expect(page.getByText('Please enter your email address').first()).toBeVisible()

    await page.getByLabel('Email', { exact: true }).fill(freshEmail)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(toast(page, 'Password reset instructions sent to your email')).toBeVisible()

    const mail = await outbox.waitFor(freshEmail, (m) => m.template === 'password-reset')
    const link = new URL(linkIn(mail, '/reset-password'))
    expect(link.searchParams.get('token')).toBeTruthy()
    await page.goto(link.pathname + link.search)

    await page.getByLabel('New password').fill('new-pass-1')
    await page.getByLabel('Confirm password').fill('new-pass-2')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()

    await page.getByLabel('New password').fill('short')
    await page.getByLabel('Confirm password').fill('short')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()

    await page.getByLabel('New password').fill('new-pass-1')
    await page.getByLabel('Confirm password').fill('new-pass-1')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(toast(page, 'Password updated successfully')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    await signInThroughForm(page, freshEmail, 'old-pass-1')
    await expect(formAlert(page, 'Invalid email or password')).toBeVisible()
    await signInThroughForm(page, freshEmail, 'new-pass-1')
    await expect(toast(page, 'Logged in successfully!')).toBeVisible()
    await page.waitForURL((url) => url.pathname !== '/login')
    // Default destination after login is the profile (or home until that screen exists).
    expect(['/profile', '/']).toContain(pathOf(page))

    // The link is single-use.
    await page.goto(link.pathname + link.search)
    await page.getByLabel('New password').fill('another-1')
    await page.getByLabel('Confirm password').fill('another-1')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(toast(page, 'This reset link is invalid or has expired')).toBeVisible()
  })

  test('/reset-password without a token goes to /login', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page).toHaveURL(/\/login$/)
  })
})
