import { expectNoSeriousA11yIssues } from './accounts'
import { apiSignIn, DEMO, expect, test } from './fixtures'

/**
 * The community pages at a phone and a desktop width, light and dark, for a signed-in member: no serious
 * accessibility issue, nothing wider than the screen, no script error, and a full-page screenshot kept
 * with the test's results for a person to look at.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const

test('community pages at 390 and 1280 px, light and dark: axe clean, no sideways scroll', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await apiSignIn(page.request, DEMO.alice.email, DEMO.alice.password)
  const list = (await (await page.request.get('/api/community-designs?filter=all')).json()) as {
    items: { id: string }[]
  }
  const screens = [
    { name: 'gallery', path: '/community-designs', ready: 'ul[aria-label="Designs"]' },
    { name: 'trending', path: '/community-designs?filter=trending', ready: 'ul[aria-label="Designs"]' },
    { name: 'design', path: `/community-designs/${list.items[0]!.id}`, ready: 'main h1' },
    { name: 'submission', path: '/design-submission', ready: 'form' },
    { name: 'my-designs', path: '/my-designs', ready: 'main h1' },
  ]
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
})
