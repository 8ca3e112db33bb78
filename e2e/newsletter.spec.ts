import { expect as baseExpect, linkIn, test } from './fixtures'

// Shared CI machines can be slow to render: generous waits, same assertions.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 150_000 })

test.describe('newsletter form in the footer', () => {
  test('new, duplicate, blank, unsubscribe through the link page and resubscribe by confirmation', async ({
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

    await input.fill(`  ${freshEmail.toUpperCase()}  `)
    await button.click()
    await expect(page.getByText('Successfully subscribed to newsletter!')).toBeVisible()
    await expect(footer.getByRole('button', { name: 'Subscribed!' })).toBeVisible()
    expect(JSON.parse(posts[0]!)).toMatchObject({ email: freshEmail.toLowerCase() })
    await expect(footer.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible({
      timeout: 5000,
    })

    await input.fill(freshEmail)
    await button.click()
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
    const confirmation = await outbox.waitFor(freshEmail, (m) => m.template === 'newsletter-confirm')
    const confirm = new URL(linkIn(confirmation, '/api/newsletter/confirm'))
    await page.goto(confirm.pathname + confirm.search)
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()
  })
})
