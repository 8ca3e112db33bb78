import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test'

/** The Solana JSON-RPC stand-in the end-to-end server reads balances from (see e2e/start-server.ts). */
export const SOLANA_STAND_IN_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 1000}`

export const DEMO = {
  admin: { email: 'admin@rdo.shop', password: 'admin123' },
  alice: { email: 'alice@example.com', password: 'password123' },
  bob: { email: 'bob@example.com', password: 'password123' },
  carol: { email: 'carol@example.com', password: 'password123' },
} as const

export type OutboxMessage = {
  id: string
  to: string[]
  subject: string
  html: string | null
  text: string | null
  template: string | null
  created_at: string
}

/** Signs an API context or a page's browser context in through the API (cookies are shared with the page). */
export async function apiSignIn(
  ctx: APIRequestContext,
  email: string,
  password: string,
  portal: 'customer' | 'admin' = 'customer',
) {
  const res = await ctx.post('/api/auth/sign-in', { data: { email, password, portal } })
  if (!res.ok()) throw new Error(`Sign-in of ${email} failed: ${res.status()} ${await res.text()}`)
}

/** Signs the page in without going through the form (for tests about something else). */
export async function signIn(page: Page, email: string, password: string) {
  await apiSignIn(page.request, email, password)
}

/** Signs in through the login form, as a user would. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /sign in|log in/i }).click()
}

export function linkIn(message: OutboxMessage, path: string): string {
  const html = (message.html ?? '')
    .replace(/&#x([0-9a-f]+);/gi, (_s, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&amp;/g, '&')
  const m = html.match(new RegExp(`https?://[^"'\\s<>]+${path.replace(/[/?]/g, '\\$&')}[^"'\\s<>]*`))
  if (!m) throw new Error(`No ${path} link in "${message.subject}"`)
  return m[0]
}

type Fixtures = {
  /** An API context signed in as the demo admin. */
  adminApi: APIRequestContext
  /** Reads the shop's outbox (GET /api/admin/outbox) as the admin. */
  outbox: {
    list: (to: string) => Promise<OutboxMessage[]>
    waitFor: (to: string, match?: (m: OutboxMessage) => boolean, timeoutMs?: number) => Promise<OutboxMessage>
  }
  /** A unique email address for a test that signs up. */
  freshEmail: string
}

/**
 * Waits until the app responds to input: server-rendered pages are visible before their JavaScript has
 * hydrated them, and a click in that window would go to a plain link or nowhere. The app marks
 * `<html data-ready>` after its first render or hydration.
 */
export async function waitForApp(page: Page) {
  // Pages the API serves itself (the one-click unsubscribe page) are not the app.
  if (/^\/(api|files)\//.test(new URL(page.url()).pathname)) return
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'))
}

/**
 * Starts recording, in the page's own clock, every change of an element's accessible label
 * (`aria-label`). Read with `labelHeldFor`: a "Copied" state's length measured where it happens, not
 * by the test's polling.
 */
export async function recordLabelChanges(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __labels?: { label: string; at: number }[] }
    w.__labels = []
    new MutationObserver((records) => {
      for (const r of records) {
        w.__labels!.push({
          label: (r.target as Element).getAttribute('aria-label') ?? '',
          at: performance.now(),
        })
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-label'] })
  })
}

/** How long (ms) the label `held` stayed before the element's label changed again; null if it did not. */
export async function labelHeldFor(page: Page, held: string): Promise<number | null> {
  const changes = await page.evaluate(
    () => (window as unknown as { __labels?: { label: string; at: number }[] }).__labels ?? [],
  )
  const start = changes.findIndex((c) => c.label === held)
  const end = changes.slice(start + 1).find((c) => c.label !== held)
  return start >= 0 && end ? end.at - changes[start]!.at : null
}

export const test = base.extend<Fixtures>({
  // Every navigation a test starts waits for the app to be ready, as a user waits for a page to respond.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await waitForApp(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await waitForApp(page)
      return response
    }
    await use(page)
  },
  adminApi: async ({ baseURL }, use) => {
    const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } })
    await apiSignIn(ctx, DEMO.admin.email, DEMO.admin.password, 'admin')
    await use(ctx)
    await ctx.dispose()
  },
  outbox: async ({ adminApi }, use) => {
    const list = async (to: string) => {
      const res = await adminApi.get(`/api/admin/outbox?to=${encodeURIComponent(to.toLowerCase())}&limit=50`)
      expect(res.ok()).toBeTruthy()
      return ((await res.json()) as { items: OutboxMessage[] }).items
    }
    const waitFor = async (
      to: string,
      match: (m: OutboxMessage) => boolean = () => true,
      timeoutMs = 10_000,
    ) => {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = (await list(to)).find(match)
        if (found) return found
        await new Promise((r) => setTimeout(r, 250))
      }
      throw new Error(`No matching email to ${to} within ${timeoutMs} ms`)
    }
    await use({ list, waitFor })
  },
  // Playwright needs the object pattern even without dependencies.
  // oxlint-disable-next-line no-empty-pattern
  freshEmail: async ({}, use, testInfo) => {
    await use(
      `e2e-${testInfo.workerIndex}-${Date.now().toString(36)}-${testInfo.testId.slice(0, 6)}@example.com`,
    )
  },
})

export { expect }
