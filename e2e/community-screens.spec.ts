import { apiSignIn, DEMO, test } from './fixtures'
import { checkScreens } from './screens'

/**
 * The community pages at a phone and a desktop width, light and dark, for a signed-in member: no serious
 * accessibility issue, nothing wider than the screen, no script error, and a full-page screenshot kept
 * with the test's results for a person to look at.
 */
test('community pages at 390 and 1280 px, light and dark: axe clean, no sideways scroll', async ({
  page,
}, info) => {
  test.setTimeout(180_000)
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
  await checkScreens(page, info, screens)
})
