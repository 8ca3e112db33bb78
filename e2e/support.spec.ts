import { expectNoSeriousA11yIssues, signInFreshUser, toast } from './accounts'
import { expect, test } from './fixtures'

test.describe('support', () => {
  test('open a ticket, ask the assistant, and see a staff reply arrive live', async ({
    page,
    outbox,
    freshEmail,
    adminApi,
  }) => {
    await signInFreshUser(page, outbox, freshEmail, 'Sue Support')
    await page.goto('/support')
    await expect(page.getByRole('heading', { name: 'No support tickets yet' })).toBeVisible()
    await expectNoSeriousA11yIssues(page)

    await page.getByRole('button', { name: 'New Ticket' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'New Ticket' })
    await expect(dialog.getByLabel('Priority')).toHaveValue('medium')
    await dialog.getByRole('button', { name: 'Create ticket' }).click()
    await expect(dialog.getByText('Subject is required')).toBeVisible()
    await expect(dialog.getByText('Message is required')).toBeVisible()
    await dialog.getByLabel('Subject').fill('Which size should I order?')
    await dialog.getByLabel('Priority').selectOption('high')
    await dialog.getByLabel('Message').fill('I usually wear a medium. How do your hoodies fit?')
    await dialog.getByRole('button', { name: 'Create ticket' }).click()
    await expect(toast(page, 'Support ticket created successfully')).toBeVisible()

    await expect(page).toHaveURL(/\?ticket=/)
    const ticketId = new URL(page.url()).searchParams.get('ticket')!
    const conversation = page.getByRole('log', { name: 'Messages' })
    await expect(conversation.getByText('I usually wear a medium.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Which size should I order\?/ })).toContainText('Open')

    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByText('Please enter a message')).toBeVisible()
    await page.getByLabel('Your reply').fill('Also: do you ship to Canada?')
    await page.getByRole('button', { name: 'Send reply' }).click()
    await expect(conversation.getByText('Also: do you ship to Canada?')).toBeVisible()

    await page.getByRole('button', { name: 'Ask the assistant' }).click()
    await expect(toast(page, 'AI response generated')).toBeVisible()
    await expect(conversation.getByText('Support team')).toHaveCount(1)
    await expectNoSeriousA11yIssues(page)

    const reply = await adminApi.post(`/api/admin/support/tickets/${ticketId}/reply`, {
      data: { message: 'Hi Sue, our hoodies run true to size. A medium will fit.' },
    })
    expect(reply.status()).toBe(201)
    await expect(conversation.getByText('our hoodies run true to size')).toBeVisible()
    await expect(conversation.getByText('Support team')).toHaveCount(2)
    // The staff reply moves the ticket along; the list follows without a reload.
    await expect(page.getByRole('button', { name: /Which size should I order\?/ })).toContainText(
      'In progress',
    )
  })
})
