import type { Page } from '@playwright/test'
import { apiSignIn, DEMO, test } from './fixtures'
import { firstIdOf, screenTests } from './screens'

/**
 * The partner pages at a phone and a desktop width, light and dark, for the owner of the demo partner
 * project: no serious accessibility issue, nothing wider than the screen, no script error, and a
 * full-page screenshot kept with the test's results for a person to look at.
 */
const store = async (page: Page) => `/partners/${await firstIdOf(page, '/api/partner-stores')}`
const dashboard = async (page: Page, tab = '') =>
  `/partner-dashboard?project=${await firstIdOf(page, '/api/partner-stores')}${tab && `&tab=${tab}`}`
const activeTab = '[role="tabpanel"][data-state="active"]'

test.describe('partner pages', () => {
  screenTests(
    [
      { name: 'programme', path: '/partner-program', ready: 'main h1' },
      { name: 'programme-faq', path: '/partner-program?tab=faq', ready: 'main h1' },
      { name: 'store', path: store, ready: 'main h1' },
      {
        name: 'store-list',
        path: async (page) => `${await store(page)}?view=list&type=hoodie`,
        ready: 'main h1',
      },
      { name: 'store-not-found', path: `/partners/${crypto.randomUUID()}`, ready: 'main h1' },
      { name: 'dashboard-overview', path: (page) => dashboard(page), ready: activeTab },
      { name: 'dashboard-designs', path: (page) => dashboard(page, 'designs'), ready: activeTab },
      { name: 'dashboard-embed', path: (page) => dashboard(page, 'embed'), ready: activeTab },
      { name: 'dashboard-settings', path: (page) => dashboard(page, 'settings'), ready: activeTab },
      { name: 'application', path: '/partner-application', ready: 'form' },
      { name: 'design-submission', path: '/partner-design-submission', ready: 'form' },
    ],
    (page) => apiSignIn(page.request, DEMO.bob.email, DEMO.bob.password),
  )
})
