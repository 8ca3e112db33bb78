import type { Page, TestInfo } from '@playwright/test'
import { expectNoSeriousA11yIssues } from './accounts'
import { expect } from './fixtures'

/** A screen to check: where it is and a selector that shows it has loaded. */
export type Screen = { name: string; path: string; ready: string }

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

/**
 * Opens each screen at a phone and a desktop width, in light and dark: each must load without a script
 * error, have no serious accessibility issue and nothing wider than the screen. A full-page screenshot of
 * each is kept with the test's results for a person to look at.
 */
export async function checkScreens(page: Page, info: TestInfo, screens: Screen[]) {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && /ErrorBoundary|TypeError|ReferenceError/.test(m.text())) errors.push(m.text())
  })
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height })
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      for (const screen of screens) {
        await page.goto(screen.path)
        await page.evaluate((s) => {
          document.documentElement.classList.toggle('dark', s === 'dark')
          document.documentElement.style.colorScheme = s
        }, scheme)
        await expect(page.locator(screen.ready).first()).toBeVisible()
        await page.waitForLoadState('networkidle')
        const label = `${screen.name} ${size.name} ${scheme}`
        expect(errors, `${label}: script errors`).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${label}: page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
        await expectNoSeriousA11yIssues(page)
        await info.attach(`${label}.png`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        })
      }
    }
  }
}
