import { apiSignIn, DEMO, expect, test } from './fixtures'

test.describe('back office dashboard', () => {
  test('the dashboard tabs in order; Printify, wallets and email open their screens; the rest stays reachable', async ({
    page,
  }) => {
    await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')
    await page.goto('/admin')
    await expect(page.getByRole('tab')).toHaveText([
      'Users',
      'Orders',
      'Support',
      'Products',
      'Printify',
      'Designs',
      'Wallets',
      'Email',
      'Marketing',
      'Settings',
    ])
    for (const [tab, to, heading] of [
      ['Printify', '/admin/printify', 'Printify import'],
      ['Wallets', '/admin/wallets', 'Wallets'],
      ['Email', '/admin/email', 'Email Management'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click()
      await expect(page).toHaveURL(new RegExp(`/admin\\?tab=${tab.toLowerCase()}$`))
      const panel = page.getByRole('tabpanel', { name: tab })
      const open = panel.getByRole('link', { name: `Open ${heading}` })
      await expect(open).toHaveAttribute('href', to)
      await open.click()
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.goBack()
    }
    await page.getByRole('tab', { name: 'Designs' }).click()
    const designs = page.getByRole('tabpanel', { name: 'Designs' })
    await expect(designs.getByRole('region', { name: 'Design counts' })).toBeVisible()
    await expect(designs.getByRole('link', { name: 'Design Submissions' })).toHaveAttribute(
      'href',
      '/admin/designs',
    )
    // Screens without a tab stay one click away, in the quick links and the back office's navigation.
    const quick = page.getByRole('navigation', { name: 'Quick links' })
    for (const to of ['/admin/partners', '/admin/drops', '/admin/audit', '/admin/vote-anomalies']) {
      await expect(quick.locator(`a[href="${to}"]`)).toHaveCount(1)
      await expect(
        page.getByRole('navigation', { name: 'Back office' }).first().locator(`a[href="${to}"]`),
      ).toHaveCount(1)
    }
  })
})
