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

type LabelLog = { labels: { label: string; at: number; el: number }[]; clicks: number[] }

/**
 * Starts recording, in the page's own clock, every change of an element's accessible label
 * (`aria-label`) and every click. Read with `labelTiming`: a "Copied" state's length measured where it
 * happens, not by the test's polling.
 */
export async function recordLabelChanges(page: Page) {
  await page.evaluate(() => {
    const log: LabelLog = { labels: [], clicks: [] }
    ;(window as unknown as { __labelLog: LabelLog }).__labelLog = log
    const ids = new WeakMap<Node, number>()
    let next = 0
    // An event's timeStamp is when it happened, however late a busy page handles it.
    document.addEventListener('click', (e) => log.clicks.push(e.timeStamp), true)
    new MutationObserver((records) => {
      for (const r of records) {
        if (!ids.has(r.target)) ids.set(r.target, ++next)
        log.labels.push({
          label: (r.target as Element).getAttribute('aria-label') ?? '',
          at: performance.now(),
          el: ids.get(r.target)!,
        })
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-label'] })
  })
}

/**
 * Waits until some element took the label `label` since recording started. It waits in the page, on
 * every frame, so a short-lived state (a "Copied" label) cannot fall between two of the test's polls.
 */
export async function labelShown(page: Page, label: string) {
  await page.waitForFunction(
    (wanted) =>
      (window as unknown as { __labelLog?: LabelLog }).__labelLog?.labels.some((c) => c.label === wanted),
    label,
  )
}

/**
 * When the label `held` was replaced on the same element (other elements' labels changing meanwhile do
 * not count): `sinceClick` ms after the click that led to it, `shown` ms after the page saw it appear.
 * A busy page sees a change a little after it happens (its observer runs once the task ends), so a state
 * meant to last N ms is checked as `sinceClick >= N` (it cannot end early) and `shown < N + slack` (it
 * does not stay). Null when the label never appeared or never went.
 */
export async function labelTiming(
  page: Page,
  held: string,
): Promise<{ sinceClick: number; shown: number } | null> {
  const log = await page.evaluate(
    () => (window as unknown as { __labelLog?: LabelLog }).__labelLog ?? { labels: [], clicks: [] },
  )
  const start = log.labels.findIndex((c) => c.label === held)
  if (start < 0) return null
  const { el, at } = log.labels[start]!
  const end = log.labels.slice(start + 1).find((c) => c.el === el && c.label !== held)
  const click = log.clicks.filter((t) => t <= at).at(-1)
  if (!end || click === undefined) return null
  return { sinceClick: end.at - click, shown: end.at - at }
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
