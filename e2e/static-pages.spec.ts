import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO, expect as baseExpect, signIn, test } from './fixtures'

// Shared CI machines can be slow to render: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

const STATIC_PAGES = [
  { path: '/shipping-info', heading: 'Shipping Information' },
  { path: '/returns', heading: 'Returns & Exchanges' },
  { path: '/size-guide', heading: 'Size Guide' },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
]

test.describe('information pages', () => {
  test('each page has its heading and a way back home', async ({ page }) => {
    for (const { path, heading } of STATIC_PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page
        .getByRole('main')
        .getByRole('link', { name: /back to home/i })
        .click()
      await expect(page).toHaveURL(/\/$/)
    }
  })

  test('the size guide has the t-shirt and hoodie charts in cm from XS to 3XL', async ({ page }) => {
    await page.goto('/size-guide')
    for (const name of ['T-Shirts', 'Hoodies']) {
      const table = page.getByRole('region', { name }).getByRole('table')
      await expect(table.getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible()
      const sizes = await table.getByRole('row').locator('td:first-child').allInnerTexts()
      expect(sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'])
    }
  })

  test('the token page copies the contract address and the wallet panel can be dismissed', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/token')
    await page.getByRole('button', { name: 'Copy contract address' }).click()
    await expect(toast(page, 'Contract address copied!')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    await expect(page.locator('code').filter({ hasText: copied })).toBeVisible()
    await expect(page.getByRole('link', { name: /Trade Now/ })).toHaveAttribute('href', /^https:\/\//)
    await expect(page.getByRole('link', { name: /View Charts/ })).toHaveAttribute('href', /^https:\/\//)
    await page.getByRole('button', { name: 'Dismiss wallet security tips' }).click()
    await expect(page.getByRole('button', { name: 'Dismiss wallet security tips' })).toHaveCount(0)
  })

  test('the partner programme opens the tab named in ?tab= and switches tabs', async ({ page }) => {
    await page.goto('/partner-program?tab=benefits')
    await expect(page.getByRole('tab', { name: 'Benefits' })).toHaveAttribute('aria-selected', 'true')
    for (const name of ['Overview', 'How It Works', 'FAQ', 'Benefits']) {
      await page.getByRole('tab', { name }).click()
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toBeVisible()
    }
  })
})

test.describe('contact form', () => {
  test('validation: required fields and a valid email', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posts.push(r.url())
    })
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible()
    await expect(form.getByText('Please fill in all required fields')).toHaveCount(4)

    await form.getByLabel('Name').fill('Val Idation')
    await form.getByLabel('Email').fill('val@example')
    await form.getByLabel('Subject').fill('Hello')
    await form.getByLabel('Message').fill('   ')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('Please fill in all required fields')).toHaveCount(1)
    expect(posts).toHaveLength(0)
  })

  test('a visitor sends a message: success toast, form cleared, staff emailed', async ({ page, outbox }) => {
    const subject = `Sizing question ${Date.now()}`
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name').fill('Casey Visitor')
    await form.getByLabel('Email').fill('casey@example.com')
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Order ID').fill('')
    await form.getByLabel('Message').fill('Does the Genesis hoodie run large?')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page, "Your message has been sent! We'll get back to you soon.")).toBeVisible()
    await expect(form.getByLabel('Subject')).toHaveValue('')
    const mail = await outbox.waitFor('support@rdo.shop', (m) => m.subject.includes(subject))
    expect(mail.template).toBe('support-ticket-staff')
    expect(mail.html).toContain('Casey Visitor')
  })

  test("a signed-in customer's name and email are prefilled", async ({ page }) => {
    await signIn(page, DEMO.alice.email, DEMO.alice.password)
    const session = await (await page.request.get('/api/auth/session')).json()
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Contact form' })
    await expect(form.getByLabel('Email')).toHaveValue(DEMO.alice.email)
    await expect(form.getByLabel('Name')).toHaveValue(session.profile.full_name)
  })
})

/** Every screen of the web-shell issue, checked in both themes. */
const AXE_PAGES = [
  '/',
  '/login',
  '/signup',
  '/verify-email',
  '/reset-password?token=x',
  '/admin/login',
  '/shipping-info',
  '/returns',
  '/size-guide',
  '/contact-us',
  '/privacy',
  '/terms',
  '/token',
  '/partner-program',
]

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.use({ colorScheme: theme })

    for (const path of AXE_PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        // Let entrance transitions settle so colours are measured at rest.
        await page.waitForTimeout(400)
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/)
        const results = await new AxeBuilder({ page })
          .setLegacyMode(true)
          .withTags(['wcag2a', 'wcag2aa'])
          .analyze()
        expect(results.passes.length).toBeGreaterThan(10)
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes
              .slice(0, 5)
              .map((n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n')[1] ?? ''}`),
          }))
        expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
      })
    }
  })
}
