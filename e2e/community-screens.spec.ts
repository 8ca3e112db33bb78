import { apiSignIn, DEMO, test } from './fixtures'
import { firstIdOf, screenTests } from './screens'

/**
 * The community pages at a phone and a desktop width, light and dark, for a signed-in member: no serious
 * accessibility issue, nothing wider than the screen, no script error, and a full-page screenshot kept
 * with the test's results for a person to look at.
 */
test.describe('community pages', () => {
  screenTests(
    [
      { name: 'gallery', path: '/community-designs', ready: 'ul[aria-label="Designs"]' },
      { name: 'trending', path: '/community-designs?filter=trending', ready: 'ul[aria-label="Designs"]' },
      {
        name: 'design',
        path: async (page) =>
          `/community-designs/${await firstIdOf(page, '/api/community-designs?filter=all')}`,
        ready: 'main h1',
      },
      { name: 'submission', path: '/design-submission', ready: 'form' },
      { name: 'my-designs', path: '/my-designs', ready: 'main h1' },
    ],
    (page) => apiSignIn(page.request, DEMO.alice.email, DEMO.alice.password),
  )
})
