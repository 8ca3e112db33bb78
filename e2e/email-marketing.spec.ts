import type { Locator, Page } from '@playwright/test'
import { toast } from './accounts'
import { apiSignIn, DEMO, expect, linkIn, test } from './fixtures'

/**
 * The email back office end to end: an email template written and previewed, a test send, a segment
 * with its live count, a bulk send watched to completion at its paced rate, and what recipients do with
 * the email (unsubscribe, open, click) showing up in the logs and the campaign's figures.
 */

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The number a pattern's first group finds in a text ("1,234" → 1234). */
function countIn(text: string, pattern: RegExp): number {
  const m = pattern.exec(text)
  if (!m) throw new Error(`No count matching ${pattern} in "${text}"`)
  return Number(m[1]!.replace(/,/g, ''))
}

/** A figure of a <dl> panel ("Sent" → "51"), by its term. */
const figure = (panel: Locator, term: string) =>
  panel
    .locator('div')
    .filter({
      has: panel
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition')

async function openBulkTab(page: Page) {
  await page.goto('/admin/email')
  await expect(page.getByRole('heading', { name: 'Email Management', level: 1 })).toBeVisible()
  await page.getByRole('tab', { name: 'Send Bulk Email' }).click()
  await expect(page.getByRole('combobox', { name: 'Recipient segment' })).toBeVisible()
}

/** Chooses the demo segment and returns how many it reaches, as its option says. */
async function chooseDemoSegment(page: Page): Promise<number> {
  const select = page.getByRole('combobox', { name: 'Recipient segment' })
  const option = select.locator('option').filter({ hasText: /^Newsletter subscribers \(/ })
  await expect(option).toHaveCount(1)
  await select.selectOption((await option.getAttribute('value'))!)
  const count = countIn(await option.innerText(), /\(([\d,]+) recipients?\)/)
  await expect(page.getByText(new RegExp(`^${count} recipients?$`))).toBeVisible()
  return count
}

test('an email template goes to a segment as a paced bulk send, and opens, clicks and unsubscribes are tracked', async ({
  page,
  baseURL,
  outbox,
  freshEmail,
}) => {
  // A paced send and a dozen admin screens: minutes on a loaded two-core machine.
  test.setTimeout(180_000)
  const run = Date.now().toString(36)
  const templateName = `Drop day ${run}`
  const segmentName = `Newsletter only ${run}`
  // A subscriber of this run, the one who unsubscribes, so a second attempt finds the demo fans intact.
  const leaver = freshEmail.toLowerCase()
  const subscribed = await page.request.post('/api/newsletter', { data: { email: leaver } })
  expect(subscribed.ok()).toBeTruthy()
  // Double opt-in: the subscription starts when the emailed link is followed.
  const confirmation = await outbox.waitFor(leaver, (m) => m.template === 'newsletter-confirm')
  const confirmUrl = new URL(linkIn(confirmation, '/api/newsletter/confirm'))
  expect((await page.request.post(confirmUrl.pathname + confirmUrl.search)).ok()).toBeTruthy()
  await apiSignIn(page.request, DEMO.admin.email, DEMO.admin.password, 'admin')

  await test.step('write an email template and preview it with its examples', async () => {
    await page.goto('/admin/email/templates')
    await expect(page.getByRole('heading', { name: 'Email templates', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'New template' }).click()
    const editor = page.getByRole('dialog', { name: 'New template' })
    // The variable rows have their own Name fields, after the template's.
    await editor.getByRole('textbox', { name: 'Name', exact: true }).first().fill(templateName)
    await editor.getByRole('textbox', { name: 'Subject' }).fill('Drop day for {{first_name}}')
    await editor
      .getByRole('textbox', { name: 'HTML content' })
      .fill(
        `<html><head><style>.cta { color: #9945ff; font-weight: 700 }</style></head><body>` +
          `<p>Hi {{first_name}}</p><p><a class="cta" href="${baseURL}/products">Shop the drop</a></p></body></html>`,
      )
    const variable = editor.getByRole('group', { name: 'Variable 1' })
    await variable.getByRole('textbox', { name: 'Name' }).fill('first_name')
    await variable.getByRole('textbox', { name: 'Example' }).fill('Ada')
    await editor.getByRole('button', { name: 'Create template' }).click()
    await expect(toast(page, 'Template created successfully')).toBeVisible()
    await expect(editor).toBeHidden()

    const row = page
      .getByRole('table', { name: 'Email templates' })
      .getByRole('row')
      .filter({ hasText: templateName })
    await row.getByRole('button', { name: 'Edit' }).click()
    const edit = page.getByRole('dialog', { name: `Edit template “${templateName}”` })
    await edit.getByRole('tab', { name: 'Preview' }).click()
    await expect(edit.getByText('Drop day for Ada', { exact: true })).toBeVisible()
    const preview = edit.frameLocator('iframe[title="Email preview"]')
    await expect(preview.getByText('Hi Ada')).toBeVisible()
    // The stylesheet is inlined, as mail clients need.
    await expect(preview.getByRole('link', { name: 'Shop the drop' })).toHaveAttribute(
      'style',
      /color:\s*#9945ff/i,
    )
    await edit.getByRole('button', { name: 'Cancel' }).click()
    await expect(edit).toBeHidden()
  })

  await test.step('the bulk form refuses a send without a segment and sends a test', async () => {
    await openBulkTab(page)
    await expect(page.getByRole('radio', { name: 'Template' })).toBeChecked()
    await page.getByRole('combobox', { name: 'Email template' }).selectOption({ label: templateName })
    await expect(page.getByText('Subject: Drop day for {{first_name}}')).toBeVisible()
    await page.getByRole('button', { name: /^Send to \d+ Recipients$/ }).click()
    await expect(toast(page, 'Please select a segment')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const count = await chooseDemoSegment(page)
    expect(count).toBeGreaterThanOrEqual(50)
    await page.getByRole('textbox', { name: 'Test email address' }).fill('acceptance@example.com')
    await page.getByRole('button', { name: 'Send Test' }).click()
    await expect(toast(page, 'Test email sent successfully')).toBeVisible()
    const testMail = await outbox.waitFor(
      'acceptance@example.com',
      (m) => m.subject === '[Test] Drop day for there',
    )
    expect(testMail.html).toContain('Hi there')
  })

  await test.step('create a newsletter-only segment with its live count', async () => {
    await page.goto('/admin?tab=marketing')
    await page.getByRole('tab', { name: 'Segments' }).click()
    await page.getByRole('button', { name: 'New segment' }).click()
    const dialog = page.getByRole('dialog', { name: 'New segment' })
    await dialog.getByRole('textbox', { name: 'Name' }).fill(segmentName)
    await dialog.getByRole('checkbox', { name: 'Promotional' }).uncheck()
    await dialog.getByRole('checkbox', { name: 'Product updates' }).uncheck()
    await expect(dialog.getByRole('checkbox', { name: 'Newsletter' })).toBeChecked()
    const live = dialog.getByText(/matching subscribers · [\d,]+ would receive a campaign$/)
    await expect(live).toBeVisible()
    expect(countIn(await live.innerText(), /· ([\d,]+) would receive/)).toBeGreaterThanOrEqual(50)
    await dialog.getByRole('button', { name: 'Create segment' }).click()
    await expect(toast(page, 'Segment created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()
    const row = page
      .getByRole('table', { name: 'Segments' })
      .getByRole('row')
      .filter({ hasText: segmentName })
    await expect(row).toContainText(/[\d,]+ sendable/)
    expect(countIn(await row.innerText(), /([\d,]+) sendable/)).toBeGreaterThanOrEqual(50)
  })

  const campaignName = new RegExp(`^Bulk Email - ${escapeRe(templateName)} - \\d{4}-\\d{2}-\\d{2}$`)
  let recipients = 0
  await test.step('send to the segment and watch the paced progress to the end', async () => {
    await openBulkTab(page)
    await page.getByRole('combobox', { name: 'Email template' }).selectOption({ label: templateName })
    recipients = await chooseDemoSegment(page)
    expect(recipients).toBeGreaterThanOrEqual(50)
    await page.getByRole('button', { name: `Send to ${recipients} Recipients` }).click()
    const confirm = page.getByRole('dialog', { name: 'Send bulk email?' })
    await expect(confirm).toContainText(
      `Are you sure you want to send this email to ${recipients} recipients?`,
    )
    await confirm.getByRole('button', { name: `Send to ${recipients} Recipients` }).click()

    const bar = page.getByRole('progressbar', { name: campaignName })
    await expect(bar).toBeVisible()
    const seen: number[] = []
    await expect
      .poll(
        async () => {
          const now = Number(await bar.getAttribute('aria-valuenow'))
          if (seen.at(-1) !== now) seen.push(now)
          return now
        },
        { timeout: 45_000, intervals: [100] },
      )
      .toBe(100)
    // At ten a second the sending takes seconds: the bar moved through values short of complete.
    expect(seen[0]).toBeLessThan(100)
    expect(
      seen.some((v) => v > 0 && v < 100),
      `progress seen: ${seen.join(', ')}`,
    ).toBeTruthy()
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)

    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      `100% (${recipients} of ${recipients} recipients processed)`,
    )
    const delivery = page.getByLabel('Delivery', { exact: true })
    await expect(figure(delivery, 'Sent')).toHaveText(String(recipients))
    await expect(figure(delivery, 'Remaining')).toHaveText('0')
    // The status badge (a screen reader also hears it through a live region).
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible()
    // Once finished, the summary: on the panel and as a toast.
    const summary = `Email sent to ${recipients} recipients (0 failures)`
    await expect(page.getByRole('status').filter({ hasText: summary })).toBeVisible()
    await expect(toast(page, summary)).toHaveCount(1)
  })

  await test.step('recipients get their own email: unsubscribe, open and click', async () => {
    // fan07 is Gus07 in the demo data.
    const fanMail = await outbox.waitFor('fan07@example.com', (m) => m.subject === 'Drop day for Gus07')
    expect(fanMail.html).toContain('Hi Gus07')
    expect(fanMail.html).toMatch(/<a[^>]+style="[^"]*color:\s*#9945ff/i)
    linkIn(fanMail, '/api/newsletter/unsubscribe')

    const leaverMail = await outbox.waitFor(leaver, (m) => m.subject === 'Drop day for there')
    const unsubscribe = new URL(linkIn(leaverMail, '/api/newsletter/unsubscribe'))
    await page.goto(unsubscribe.pathname + unsubscribe.search)
    await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()

    await page.goto('/admin?tab=marketing')
    await page.getByRole('tab', { name: 'Subscribers' }).click()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('unsubscribed')
    await expect(page).toHaveURL(/[?&]status=unsubscribed/)
    await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(leaver)
    const subscribers = page.getByRole('table', { name: 'Subscribers' })
    await expect(subscribers.getByRole('row').filter({ hasText: leaver })).toContainText('Unsubscribed')

    const pixel = await page.request.get(linkIn(fanMail, '/api/email/open/'))
    expect(pixel.ok()).toBeTruthy()
    expect(pixel.headers()['content-type']).toContain('image/gif')
    await page.goto(linkIn(fanMail, '/api/email/click/'))
    await expect(page).toHaveURL(new RegExp(`^${escapeRe(baseURL!)}/products/?$`))
  })

  await test.step('the logs and the campaign show the open and the click', async () => {
    await page.goto('/admin/email')
    await page.getByRole('tab', { name: 'Email Logs' }).click()
    const logs = page.getByRole('table', { name: 'Email logs' })
    await page
      .getByRole('searchbox', { name: 'Search by recipient, subject, user email or name' })
      .fill('fan07@example.com')
    // The search applies once typing pauses; the filters are chosen after it shows in the address.
    await expect(page).toHaveURL(/[?&]q=fan07(%40|@)example\.com/)
    for (const event of ['opened', 'clicked']) {
      await page.getByRole('combobox', { name: 'Event' }).selectOption(event)
      await expect(page).toHaveURL(new RegExp(`[?&]event=${event}`))
      const row = logs.getByRole('row').filter({ hasText: 'Drop day for Gus07' })
      await expect(row).toHaveCount(1)
      await expect(row.getByRole('cell').first()).toHaveText(event)
      await expect(row).toContainText('fan07@example.com')
    }

    await page.goto('/admin?tab=marketing')
    await page.getByRole('tab', { name: 'Campaigns' }).click()
    await page
      .getByRole('searchbox', { name: 'Search by name or subject' })
      .fill(`Bulk Email - ${templateName}`)
    const row = page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('row')
      .filter({ hasText: `Bulk Email - ${templateName} - ` })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Completed')
    // Open rate and click rate columns: one of N, above zero.
    const rate = /^(?!0%)\d+(\.\d)?%$/
    await expect(row.getByRole('cell').nth(4)).toHaveText(rate)
    await expect(row.getByRole('cell').nth(5)).toHaveText(rate)
    await row.getByRole('button', { name: 'View' }).click()
    const detail = page.getByRole('dialog', { name: campaignName })
    const engagement = detail.getByLabel('Engagement', { exact: true })
    await expect(figure(engagement, 'Opens')).toHaveText('1')
    await expect(figure(engagement, 'Clicks')).toHaveText('1')
    await expect(figure(detail.getByLabel('Delivery', { exact: true }), 'Sent')).toHaveText(
      String(recipients),
    )
  })
})
