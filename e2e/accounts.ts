import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { apiSignIn, linkIn, type OutboxMessage } from './fixtures'

type Outbox = {
  waitFor: (to: string, match?: (m: OutboxMessage) => boolean, timeoutMs?: number) => Promise<OutboxMessage>
}

/** Signs up through the API and follows the emailed verification link: a ready, verified customer. */
export async function createVerifiedUser(
  request: APIRequestContext,
  outbox: Outbox,
  {
    email,
    password = 'hodl-123',
    fullName = 'Test Holder',
  }: { email: string; password?: string; fullName?: string },
) {
  const res = await request.post('/api/auth/sign-up', {
    data: { email, password, full_name: fullName, marketing_consent: false },
  })
  expect(res.status(), await res.text()).toBe(201)
  const mail = await outbox.waitFor(email, (m) => m.template === 'verify-email')
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token')
  const verified = await request.post('/api/auth/verify-email', { data: { token } })
  expect(verified.ok()).toBeTruthy()
  return { email, password, fullName }
}

/** A fresh verified customer, signed in on the page (cookies shared with the page's context). */
export async function signInFreshUser(page: Page, outbox: Outbox, email: string, fullName?: string) {
  const account = await createVerifiedUser(page.request, outbox, { email, fullName })
  await apiSignIn(page.request, account.email, account.password)
  const session = await (await page.request.get('/api/auth/session')).json()
  return { ...account, id: session.user.id as string }
}

/** Pathname of the page's current URL. */
export const pathOf = (page: Page) => new URL(page.url()).pathname

/**
 * Signs in through the login form. Labels are matched exactly: while the page is still loading, the
 * footer's newsletter field ("Email address") is the only email field on the page.
 */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

/**
 * Fails on serious or critical axe violations, naming them. The toast stack is left out: toasts fade in
 * and out, and axe measures contrast mid-animation. Axe runs in the page itself (legacy mode): the
 * default opens a second page to merge the results of cross-origin frames, which the shop's pages do
 * not have, and doubles each check's time (about 5 s against 2.5 s per page on a 2-core machine).
 * `rules` limits the check to those rules.
 */
export async function expectNoSeriousA11yIssues(page: Page, { rules }: { rules?: string[] } = {}) {
  let axe = new AxeBuilder({ page }).setLegacyMode(true).exclude('[data-sonner-toaster]')
  if (rules) axe = axe.withRules(rules)
  const results = await axe.analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, serious.join('\n')).toEqual([])
}
