import type { Page } from '@playwright/test'
import { signInFreshUser, toast } from './accounts'
import { DEMO, expect as baseExpect, signIn, test } from './fixtures'

// Shared CI machines can be slow to render: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

test.describe('theme', () => {
  // Records the <html> class the moment <body> is parsed (before any body script) and at DOMContentLoaded.
  const recordEarlyTheme = () => {
    const w = window as unknown as { __themeAtBody?: string; __themeAtDcl?: string }
    new MutationObserver((_records, observer) => {
      if (document.body && w.__themeAtBody === undefined) {
        w.__themeAtBody = document.documentElement.className
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => {
      w.__themeAtDcl = document.documentElement.className
    })
  }
  const earlyTheme = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __themeAtBody?: string; __themeAtDcl?: string }
      return { body: w.__themeAtBody ?? '', dcl: w.__themeAtDcl ?? '' }
    })
  const isDark = (className: string) => className.split(/\s+/).includes('dark')

  test('follows the system preference first, then the stored choice, across reloads and without a flash', async ({
    page,
  }) => {
    await page.addInitScript(recordEarlyTheme)
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    expect(isDark((await earlyTheme(page)).body)).toBe(true)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)

    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')

    // The stored choice beats the (dark) system preference on every load, from the first parsed byte.
    await page.reload()
    const afterReload = await earlyTheme(page)
    expect(isDark(afterReload.body)).toBe(false)
    expect(isDark(afterReload.dcl)).toBe(false)
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/shipping-info')
    const onOtherPage = await earlyTheme(page)
    expect(isDark(onOtherPage.body)).toBe(true)
    expect(isDark(onOtherPage.dcl)).toBe(true)
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
  })
})

test.describe('redirects', () => {
  test('an unknown route goes home, /contact goes to /contact-us, a signed-out /admin goes to /admin/login', async ({
    page,
  }) => {
    await page.goto('/no-such-page/at-all')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/contact')
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { name: 'Admin portal' })).toBeVisible()
  })

  test("a signed-in customer opening /admin is told 'Unauthorized access' and sent home", async ({
    page,
  }) => {
    await signIn(page, DEMO.carol.email, DEMO.carol.password)
    await page.goto('/admin')
    await expect(toast(page, 'Unauthorized access')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('notification bell', () => {
  test('a new notification arrives live: toast, badge up by one, listed on top; mark one and all read', async ({
    page,
    adminApi,
    outbox,
    freshEmail,
  }) => {
    const user = await signInFreshUser(page, outbox, freshEmail, 'Nina Notified')
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200)
    await page.goto('/')
    await stream
    const bell = page.getByRole('button', { name: /^Notifications/ })
    await expect(bell).toHaveAccessibleName('Notifications')
    await bell.click()
    await expect(page.getByRole('menu').getByText('No notifications')).toBeVisible()
    await page.keyboard.press('Escape')

    const send = async (title: string) => {
      const res = await adminApi.post('/api/admin/notifications', {
        data: {
          user_id: user.id,
          type: 'order_shipped',
          title,
          message: 'Your order is on its way',
          link: '/orders',
        },
      })
      expect(res.status()).toBe(201)
    }
    await send('Order shipped')
    await expect(page.getByText('New notification received')).toBeVisible()
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
    await send('Second parcel shipped')
    await expect(bell).toHaveAccessibleName('Notifications, 2 unread')

    await bell.click()
    const menu = page.getByRole('menu')
    const items = menu.getByRole('menuitem')
    await expect(items.first()).toContainText('Second parcel shipped')
    await expect(items.nth(1)).toContainText('Order shipped')
    await items.nth(1).click()
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread')

    await bell.click()
    await page.getByRole('button', { name: 'Mark all as read' }).click()
    await expect(page.getByText('All notifications marked as read')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bell).toHaveAccessibleName('Notifications')
    // The server agrees after a reload.
    await page.reload()
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications')
  })
})
