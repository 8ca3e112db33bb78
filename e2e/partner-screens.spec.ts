import { apiSignIn, DEMO, test } from './fixtures'
import { checkScreens } from './screens'

/**
 * The partner pages at a phone and a desktop width, light and dark, for the owner of the demo partner
 * project: no serious accessibility issue, nothing wider than the screen, no script error, and a
 * full-page screenshot kept with the test's results for a person to look at.
 */
test('partner pages at 390 and 1280 px, light and dark: axe clean, no sideways scroll', async ({
  page,
}, info) => {
  test.setTimeout(240_000)
  await apiSignIn(page.request, DEMO.bob.email, DEMO.bob.password)
  const stores = (await (await page.request.get('/api/partner-stores')).json()) as { items: { id: string }[] }
  const store = `/partners/${stores.items[0]!.id}`
  const dashboard = `/partner-dashboard?project=${stores.items[0]!.id}`
  const screens = [
    { name: 'programme', path: '/partner-program', ready: 'main h1' },
    { name: 'programme-faq', path: '/partner-program?tab=faq', ready: 'main h1' },
    { name: 'store', path: store, ready: 'main h1' },
    { name: 'store-list', path: `${store}?view=list&type=hoodie`, ready: 'main h1' },
    { name: 'store-not-found', path: `/partners/${crypto.randomUUID()}`, ready: 'main h1' },
    { name: 'dashboard-overview', path: dashboard, ready: '[role="tabpanel"][data-state="active"]' },
    {
      name: 'dashboard-designs',
      path: `${dashboard}&tab=designs`,
      ready: '[role="tabpanel"][data-state="active"]',
    },
    {
      name: 'dashboard-embed',
      path: `${dashboard}&tab=embed`,
      ready: '[role="tabpanel"][data-state="active"]',
    },
    {
      name: 'dashboard-settings',
      path: `${dashboard}&tab=settings`,
      ready: '[role="tabpanel"][data-state="active"]',
    },
    { name: 'application', path: '/partner-application', ready: 'form' },
    { name: 'design-submission', path: '/partner-design-submission', ready: 'form' },
  ]
  await checkScreens(page, info, screens)
})
