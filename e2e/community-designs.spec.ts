import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { createVerifiedUser, toast } from './accounts'
import {
  apiSignIn,
  DEMO,
  expect,
  labelShown,
  labelTiming,
  recordLabelChanges,
  test,
  waitForApp,
} from './fixtures'

/** A small PNG of one colour, like a design image a person uploads. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

type Counts = { votes: number; dislike_count: number; net_score: number; images: string[]; image_url: string }
const designOf = async (api: APIRequestContext, id: string) =>
  (await (await api.get(`/api/community-designs/${id}`)).json()) as Counts

async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  portal: 'customer' | 'admin' = 'customer',
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await apiSignIn(page.request, email, password, portal)
  return page
}

async function openAndWait(page: Page, path: string) {
  await page.goto(path)
  await waitForApp(page)
}

test('the community design programme from gallery to production', async ({
  page,
  browser,
  outbox,
  freshEmail,
}) => {
  // The whole programme, gallery to production, in one test: generous on loaded CI cores.
  test.setTimeout(240_000)

  // A visitor browses every filter and opens a design; voting asks them to sign in.
  await openAndWait(page, '/community-designs')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const [label, key] of [
    ['Trending', 'trending'],
    ['Newest', 'newest'],
    ['Production Ready', 'production'],
    ['Controversial', 'controversial'],
    ['All Designs', 'all'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Filter designs' }).getByRole('link', { name: label }).click()
    if (key === 'all') await expect(page).not.toHaveURL(/filter=(?!all)/)
    else await expect(page).toHaveURL(new RegExp(`filter=${key}`))
    await expect(page.getByRole('list', { name: 'Designs' }).getByRole('listitem').first()).toBeVisible()
  }
  await page
    .getByRole('link', { name: /^View / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/community-designs\/[0-9a-f-]{36}$/)
  await waitForApp(page)
  await page.getByRole('button', { name: 'Vote', exact: true }).click()
  await expect(toast(page, 'Please sign in to vote')).toBeVisible()

  // A customer submits a design with three images and finds it pending in My Designs.
  const creator = await createVerifiedUser(page.request, outbox, {
    email: freshEmail,
    fullName: 'Dana Designer',
  })
  const creatorPage = await signedInPage(browser, creator.email, creator.password)
  await openAndWait(creatorPage, '/design-submission')
  const title = `Validator Moth ${Date.now().toString(36)}`
  await creatorPage.getByLabel('Title').fill(title)
  await creatorPage.getByLabel('Description').fill('A moth drawn in validator nodes, for a heavyweight tee.')
  await creatorPage.getByLabel('Style').selectOption('cyberpunk')
  await creatorPage.locator('input[type="file"]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png(230, 40, 120) },
    { name: 'back.png', mimeType: 'image/png', buffer: await png(40, 200, 230) },
    { name: 'detail.png', mimeType: 'image/png', buffer: await png(250, 200, 30) },
  ])
  await expect(creatorPage.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(3)
  await creatorPage.getByLabel('I accept the terms and conditions').check()
  await creatorPage.getByRole('button', { name: 'Submit Design' }).click()
  await expect(
    toast(creatorPage, 'Design submitted successfully! Our team will review it shortly.'),
  ).toBeVisible({
    timeout: 20_000,
  })
  await expect(creatorPage).toHaveURL(/\/my-designs$/)
  const card = creatorPage.getByRole('listitem').filter({ hasText: title })
  await expect(card.getByText('Pending Review')).toBeVisible()
  const mine = (await (await creatorPage.request.get('/api/my-designs')).json()) as {
    items: { id: string; description: string }[]
  }
  const designId = mine.items.find((d) => d.description === title)!.id
  const submitted = await designOf(page.request, designId)
  expect(submitted.images).toHaveLength(3)

  // Another customer votes (the first vote weighs 2x) and comments; a visitor watching the design's page
  // sees the count change without reloading.
  await openAndWait(page, `/community-designs/${designId}`)
  const watchedVotes = page.locator('section[aria-labelledby="vote-box-title"] dd').first()
  await expect(watchedVotes).toHaveText('0')
  const voter = await signedInPage(browser, DEMO.bob.email, DEMO.bob.password)
  await openAndWait(voter, `/community-designs/${designId}`)
  await voter.getByRole('button', { name: 'Vote', exact: true }).click()
  await expect(toast(voter, 'Vote recorded! Your vote counts as 2x due to the bonding curve.')).toBeVisible()
  await expect(voter.getByRole('button', { name: 'Remove vote' })).toBeVisible()
  await expect(watchedVotes).toHaveText('1', { timeout: 10_000 })
  await voter.getByRole('button', { name: 'Dislike', exact: true }).click()
  await expect(toast(voter, 'You have already voted for this design. Remove your vote first.')).toBeVisible()
  await voter.getByLabel('Add a comment').fill('The back print is wild. Take my vote.')
  await voter.getByRole('button', { name: 'Post comment' }).click()
  await expect(toast(voter, 'Comment added')).toBeVisible()
  await expect(voter.getByText('The back print is wild. Take my vote.')).toBeVisible()
  // Public reads are cached for a moment: the count arrives within that window.
  await expect.poll(async () => (await designOf(page.request, designId)).votes).toBe(1)

  // A day-old account votes too: its vote is flagged (never blocked).
  const newcomer = await createVerifiedUser(page.request, outbox, {
    email: `newcomer-${freshEmail}`,
    fullName: 'Nico Newcomer',
  })
  const newcomerPage = await signedInPage(browser, newcomer.email, newcomer.password)
  const flagged = await newcomerPage.request.post(`/api/community-designs/${designId}/vote`)
  expect(flagged.status(), await flagged.text()).toBe(200)
  await expect.poll(async () => (await designOf(page.request, designId)).votes).toBe(2)

  // The admin requests changes: the submitter's bell shows it live.
  await openAndWait(creatorPage, '/my-designs')
  const bell = creatorPage.getByRole('button', { name: /^Notifications/ })
  await expect(bell).toBeVisible()
  const admin = await signedInPage(browser, DEMO.admin.email, DEMO.admin.password, 'admin')
  await openAndWait(admin, `/admin/designs/${designId}`)
  await expect(admin.getByRole('heading', { name: title })).toBeVisible()
  await admin.getByRole('button', { name: 'Approve' }).click()
  await expect(toast(admin, 'Please upload a mockup image before approving')).toBeVisible()
  await admin
    .getByRole('textbox', { name: 'Feedback' })
    .fill('Please make the moth larger on the back print.')
  await admin.getByRole('button', { name: 'Request Changes' }).click()
  await expect(toast(admin, 'Design rejected with feedback')).toBeVisible()
  await expect(bell).toHaveAccessibleName(/1 unread/, { timeout: 15_000 })

  // Then uploads a mockup and approves: the mockup becomes the design's picture.
  await admin.locator('input[type="file"]').setInputFiles({
    name: 'mockup.png',
    mimeType: 'image/png',
    buffer: await png(20, 20, 20),
  })
  await expect(toast(admin, 'Mockup uploaded successfully')).toBeVisible()
  await admin.getByRole('button', { name: 'Approve' }).click()
  await expect(toast(admin, 'Design approved successfully')).toBeVisible()
  const approved = await designOf(page.request, designId)
  expect(approved.image_url).not.toBe(submitted.image_url)
  expect(approved.images).toHaveLength(4)
  await openAndWait(page, `/community-designs/${designId}`)
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible()
  const main = page.getByRole('img', { name: title }).first()
  await expect(main).toHaveAttribute(
    'src',
    new RegExp(approved.image_url.replace(/\.webp$/, '').replace(/[/.]/g, '\\$&')),
  )

  // The admin removes the flagged vote: the counts drop.
  await openAndWait(admin, '/admin/vote-anomalies')
  await admin.getByRole('searchbox').fill(newcomer.email)
  const row = admin.getByRole('row').filter({ hasText: title })
  await expect(row).toBeVisible()
  await expect(row.getByText('Account is less than 24 hours old')).toBeVisible()
  await row.getByRole('button', { name: 'Remove vote' }).click()
  await admin.getByRole('dialog').getByRole('button', { name: 'Remove vote' }).click()
  await expect(toast(admin, 'Vote removed and anomaly resolved')).toBeVisible()
  await expect(row).toHaveCount(0)
  await expect
    .poll(async () => {
      const after = await designOf(page.request, designId)
      return [after.votes, after.net_score]
    })
    .toEqual([1, 1])
})

test("a design card's share button copies the link and says so for 2 seconds", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // No share sheet here (as on most desktops): the link goes to the clipboard.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }))
  await openAndWait(page, '/community-designs')
  const share = page
    .getByRole('list', { name: 'Designs' })
    .getByRole('button', { name: /^Share / })
    .first()
  const name = (await share.getAttribute('aria-label'))!
  const title = name.slice('Share '.length)
  await recordLabelChanges(page)
  await share.click()
  await labelShown(page, `Link to ${title} copied`)
  await expect(toast(page, 'Link copied to clipboard!')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`^${baseURL}/community-designs/[0-9a-f-]{36}$`),
  )
  await expect(page.getByRole('button', { name, exact: true }).first()).toBeVisible({ timeout: 5_000 })
  const timing = await labelTiming(page, `Link to ${title} copied`)
  expect(timing?.sinceClick).toBeGreaterThanOrEqual(2_000)
  expect(timing?.shown).toBeLessThan(2_800)
})

test('a design that does not exist says so (HTTP 404), then returns the visitor to the gallery', async ({
  page,
}) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-design']) {
    const response = await page.goto(`/community-designs/${id}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Design not found' })).toBeVisible()
    await expect(page).toHaveTitle('Design not found | RDO Shop')
    await expect(page).toHaveURL(/\/community-designs$/, { timeout: 10_000 })
    await expect(page.getByRole('heading', { name: 'Design not found' })).toBeHidden()
  }
})
