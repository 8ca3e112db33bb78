import { expect as baseExpect, linkIn, test } from './fixtures'

// Shared CI machines can be slow to render: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

test.describe('newsletter form in the footer', () => {
  test('new by confirmation, duplicate, blank, unsubscribe through the link page and resubscribe by confirmation', async ({
    page,
    outbox,
    freshEmail,
  }) => {
    const posts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/newsletter')) posts.push(r.postData() ?? '')
    })
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const input = footer.getByLabel('Email address')
    const button = footer.getByRole('button', { name: /Subscribe/ })

    await input.fill('   ')
    await button.click()
    await page.waitForTimeout(300)
    expect(posts).toHaveLength(0)

    // A new address is subscribed only once it follows the emailed link (double opt-in).
    await input.fill(`  ${freshEmail.toUpperCase()}  `)
    await button.click()
    await expect(page.getByText('Please check your email to confirm your subscription.')).toBeVisible()
    await expect(footer.getByRole('button', { name: 'Email sent!' })).toBeVisible()
    expect(JSON.parse(posts[0]!)).toMatchObject({ email: freshEmail.toLowerCase() })
    await expect(footer.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible({
      timeout: 5000,
    })
    const first = await outbox.waitFor(freshEmail, (m) => m.template === 'newsletter-confirm')
    const firstConfirm = new URL(linkIn(first, '/api/newsletter/confirm'))
    await page.goto(firstConfirm.pathname + firstConfirm.search)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()

    await page.goto('/')
    await footer.getByLabel('Email address').fill(freshEmail)
    await footer.getByRole('button', { name: /Subscribe/ }).click()
    await expect(page.getByText('You are already subscribed!')).toBeVisible()

    const mail = await outbox.waitFor(freshEmail, (m) => m.template === 'newsletter-welcome')
    const unsubscribe = new URL(linkIn(mail, '/api/newsletter/unsubscribe'))
    // The link only asks; its button unsubscribes.
    await page.goto(unsubscribe.pathname + unsubscribe.search)
    await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()

    // Coming back takes the emailed confirmation (double opt-in).
    await page.goto('/')
    await footer.getByLabel('Email address').fill(freshEmail)
    await footer.getByRole('button', { name: /Subscribe/ }).click()
    await expect(page.getByText('Please check your email to confirm your subscription.')).toBeVisible()
    const confirmation = await outbox.waitFor(
      freshEmail,
      (m) => m.template === 'newsletter-confirm' && m.id !== first.id,
    )
    const confirm = new URL(linkIn(confirmation, '/api/newsletter/confirm'))
    await page.goto(confirm.pathname + confirm.search)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()
  })
})
