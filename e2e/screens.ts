import type { Page, TestInfo } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './accounts'
import { expect, test } from './fixtures'

/**
 * A screen to check: where it is (or how to find it, for a screen of a row the demo data holds) and a
 * selector that shows it has loaded.
 */
export type Screen = { name: string; path: string | ((page: Page) => Promise<string>); ready: string }

/** The axe rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

/** The first row's id of an API list (the demo data has rows in every list the screens show). */
export async function firstIdOf(page: Page, path: string) {
  const res = await page.request.get(path)
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy()
  const body = (await res.json()) as { items: { id: string }[] }
  expect(body.items.length, `${path} has rows`).toBeGreaterThan(0)
  return body.items[0]!.id
}

/**
 * One test per screen, each signed in by `signIn` and run in parallel with the others: the screen is
 * opened at a phone and a desktop width, and seen in light and dark, and each time must be without a script
 * error, have no serious accessibility issue (in dark, none of those colours decide) and nothing wider
 * than the screen. A full-page screenshot of each is kept with the test's results for a person to look
 * at. One screen per test keeps each well within its time on a busy machine, and a retry repeats only
 * the screen that failed.
 */
export function screenTests(screens: Screen[], signIn: (page: Page) => Promise<void>) {
  test.describe.configure({ mode: 'parallel', timeout: 120_000 })
  for (const screen of screens) {
    test(`${screen.name} at 390 and 1280 px, light and dark: axe clean, no sideways scroll`, async ({
      page,
    }, info) => {
      await signIn(page)
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(page)
      await checkScreen(page, info, { ...screen, path })
    })
  }
}

async function checkScreen(page: Page, info: TestInfo, screen: Screen & { path: string }) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && /ErrorBoundary|TypeError|ReferenceError/.test(m.text())) errors.push(m.text())
  })
  for (const size of SIZES) {
    // Loaded once per width; the theme is switched in place, as the theme toggle does.
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(screen.path)
    await expect(page.locator(screen.ready).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      // Colours are measured at rest: the switch's colour transitions run out first.
      await page.evaluate(async (s) => {
        document.documentElement.classList.toggle('dark', s === 'dark')
        document.documentElement.style.colorScheme = s
        const ending = document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined))
        await Promise.all(ending)
      }, scheme)
      await expect(page.locator(screen.ready).first()).toBeVisible()
      const label = `${screen.name} ${size.name} ${scheme}`
      expect(errors, `${label}: script errors`).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${label}: page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
      // The dark theme changes colours only: its second pass checks what colours decide.
      await expectNoSeriousA11yIssues(page, scheme === 'dark' ? { rules: COLOUR_RULES } : {})
      // JPEG: a fraction of a full-page PNG's encoding time, and plenty for a person to look at.
      await info.attach(`${label}.jpeg`, {
        body: await page.screenshot({ fullPage: true, type: 'jpeg', quality: 80 }),
        contentType: 'image/jpeg',
      })
    }
  }
}
