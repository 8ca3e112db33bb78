import type { Page } from '@playwright/test'
import { apiSignIn, DEMO, test } from './fixtures'
import { firstIdOf, screenTests } from './screens'

/**
 * Every back-office screen at a phone and a desktop width, light and dark: no serious accessibility
 * issue, nothing wider than the screen, no script error, and a full-page screenshot kept with the test's
 * results (test-results/…/attachments) for a person to look at. Each screen is opened directly (a fresh
 * load of its chunks).
 */
const asAdmin = (page: Page) => apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')

test.describe('back-office screens: dashboard, people, orders and catalogue', () => {
  screenTests(
    [
      { name: 'dashboard-users', path: '/admin?tab=users', ready: 'table' },
      { name: 'dashboard-orders', path: '/admin?tab=orders', ready: 'table' },
      { name: 'dashboard-support', path: '/admin?tab=support', ready: 'main' },
      { name: 'dashboard-products', path: '/admin?tab=products', ready: 'table' },
      { name: 'dashboard-designs', path: '/admin?tab=designs', ready: 'section[aria-label="Design counts"]' },
      {
        name: 'dashboard-email',
        path: '/admin?tab=email',
        ready: '[role="tabpanel"] a[href="/admin/email"]',
      },
      { name: 'dashboard-settings', path: '/admin?tab=settings', ready: 'form' },
      {
        name: 'user-detail',
        path: async (page) => `/admin/users/${await firstIdOf(page, '/api/admin/users?q=alice')}`,
        ready: 'main h1',
      },
      {
        name: 'order-detail',
        path: async (page) => `/admin/orders/${await firstIdOf(page, '/api/admin/orders')}`,
        ready: 'main h1',
      },
      {
        name: 'product-editor',
        path: async (page) => `/admin/products/${await firstIdOf(page, '/api/admin/products')}`,
        ready: 'form',
      },
      { name: 'audit-log', path: '/admin/audit', ready: 'table' },
    ],
    asAdmin,
  )
})

test.describe('back-office screens: community, partners and wallets', () => {
  screenTests(
    [
      { name: 'design-submissions', path: '/admin/designs', ready: 'table' },
      {
        name: 'design-review',
        path: async (page) => `/admin/designs/${await firstIdOf(page, '/api/admin/designs')}`,
        ready: 'main h1',
      },
      { name: 'vote-anomalies', path: '/admin/vote-anomalies', ready: 'table' },
      { name: 'comment-reports', path: '/admin/comment-reports', ready: 'table' },
      { name: 'partners', path: '/admin/partners', ready: 'table' },
      {
        name: 'partner-detail',
        path: async (page) =>
          `/admin/partners/${await firstIdOf(page, '/api/admin/partners?status=approved')}`,
        ready: 'main h1',
      },
      { name: 'wallets', path: '/admin/wallets', ready: 'main h1' },
      { name: 'printify', path: '/admin/printify', ready: 'main h1' },
      { name: 'printify-manage', path: '/admin/printify?tab=manage', ready: 'main h1' },
      { name: 'fulfilment', path: '/admin/fulfilment?status=all', ready: 'table' },
      { name: 'drops', path: '/admin/drops', ready: 'main h1' },
      { name: 'discounts', path: '/admin/discounts', ready: 'table' },
    ],
    asAdmin,
  )
})

test.describe('back-office screens: email and marketing', () => {
  screenTests(
    [
      { name: 'email-overview', path: '/admin/email', ready: 'main h1' },
      { name: 'email-logs', path: '/admin/email?view=logs', ready: 'table' },
      { name: 'email-send', path: '/admin/email?view=send', ready: 'main textarea' },
      { name: 'email-bulk', path: '/admin/email?tab=bulk', ready: 'main textarea' },
      { name: 'email-templates', path: '/admin/email/templates', ready: 'table' },
      { name: 'marketing-overview', path: '/admin?tab=marketing', ready: 'main h1' },
      { name: 'marketing-campaigns', path: '/admin?tab=marketing&section=campaigns', ready: 'table' },
      { name: 'marketing-templates', path: '/admin?tab=marketing&section=templates', ready: 'table' },
      { name: 'marketing-segments', path: '/admin?tab=marketing&section=segments', ready: 'table' },
      { name: 'marketing-subscribers', path: '/admin?tab=marketing&section=subscribers', ready: 'table' },
    ],
    asAdmin,
  )
})
