import type { Page } from '@playwright/test'
import { apiSignIn, DEMO, expect, test } from './fixtures'
import { checkScreens } from './screens'

async function firstIdOf(page: Page, path: string) {
  const res = await page.request.get(path)
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy()
  const body = (await res.json()) as { items: { id: string }[] }
  expect(body.items.length, `${path} has rows`).toBeGreaterThan(0)
  return body.items[0]!.id
}

/**
 * Every back-office screen at a phone and a desktop width, light and dark: no serious accessibility
 * issue, nothing wider than the screen, and a full-page screenshot kept with the test's results
 * (test-results/…/attachments) for a person to look at.
 */
test.describe('back-office screens', () => {
  test.describe.configure({ timeout: 300_000 })

  // Each screen is opened directly (a fresh load of its chunks), and must load without a script error.
  test('dashboard, people, orders and catalogue at 390 and 1280 px, light and dark: axe clean, no sideways scroll', async ({
    page,
  }, info) => {
    await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')
    const userId = await firstIdOf(page, '/api/admin/users?q=alice')
    const orderId = await firstIdOf(page, '/api/admin/orders')
    const productId = await firstIdOf(page, '/api/admin/products')
    await checkScreens(page, info, [
      { name: 'dashboard-users', path: '/admin?tab=users', ready: 'table' },
      { name: 'dashboard-orders', path: '/admin?tab=orders', ready: 'table' },
      { name: 'dashboard-support', path: '/admin?tab=support', ready: 'main' },
      { name: 'dashboard-products', path: '/admin?tab=products', ready: 'table' },
      { name: 'dashboard-designs', path: '/admin?tab=designs', ready: 'section[aria-label="Design counts"]' },
      { name: 'dashboard-settings', path: '/admin?tab=settings', ready: 'form' },
      { name: 'user-detail', path: `/admin/users/${userId}`, ready: 'main h1' },
      { name: 'order-detail', path: `/admin/orders/${orderId}`, ready: 'main h1' },
      { name: 'product-editor', path: `/admin/products/${productId}`, ready: 'form' },
      { name: 'audit-log', path: '/admin/audit', ready: 'table' },
    ])
  })

  test('community, partner and wallet screens at 390 and 1280 px, light and dark: axe clean, no sideways scroll', async ({
    page,
  }, info) => {
    await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')
    const designId = await firstIdOf(page, '/api/admin/designs')
    const partnerId = await firstIdOf(page, '/api/admin/partners?status=approved')
    await checkScreens(page, info, [
      { name: 'design-submissions', path: '/admin/designs', ready: 'table' },
      { name: 'design-review', path: `/admin/designs/${designId}`, ready: 'main h1' },
      { name: 'vote-anomalies', path: '/admin/vote-anomalies', ready: 'table' },
      { name: 'comment-reports', path: '/admin/comment-reports', ready: 'table' },
      { name: 'partners', path: '/admin/partners', ready: 'table' },
      { name: 'partner-detail', path: `/admin/partners/${partnerId}`, ready: 'main h1' },
      { name: 'wallets', path: '/admin/wallets', ready: 'main h1' },
      { name: 'printify', path: '/admin/printify', ready: 'main h1' },
      { name: 'printify-manage', path: '/admin/printify?tab=manage', ready: 'main h1' },
      { name: 'drops', path: '/admin/drops', ready: 'main h1' },
    ])
  })

  test('email and marketing screens at 390 and 1280 px, light and dark: axe clean, no sideways scroll', async ({
    page,
  }, info) => {
    await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')
    await checkScreens(page, info, [
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
    ])
  })
})
