import { DROP_MESSAGES } from '@rdo/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { createProduct } from '../../../test/products.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { productDrops } from '../../db/schema/drops.ts'
import { notifyDropOpen, sendDropOpenEmails } from './drop-open.ts'
import { createDrop, dropRow, minutesFromNow, seasonedUser } from '../../../test/fixtures/drops.ts'

let t: TestApp
let admin: TestUser
beforeAll(async () => {
  t = await createTestApp({ workers: true })
  admin = await t.createUser({ role: 'admin' })
})
afterAll(async () => {
  await t?.close()
})

const wish = (u: TestUser, productId: string) =>
  t.request({ method: 'POST', url: '/api/wishlist', cookie: u.cookie, payload: { product_id: productId } })
const askNotify = (u: TestUser, dropId: string) =>
  t.request({ method: 'POST', url: `/api/drops/${dropId}/notify`, cookie: u.cookie })
const noticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'drop_open')))
const dropEmails = async (u: TestUser) =>
  (await t.outbox(u.email)).filter((m) => m.templateName === 'drop-open')

describe('the opening notice', () => {
  it('tells wishlisters and those who asked once, by bell and email, when the drop opens', async () => {
    const { product, drop } = await createDrop(t, { startsAt: minutesFromNow(60) })
    const [fan, asker, both, bystander] = await Promise.all([
      seasonedUser(t, 'Fran Fan'),
      seasonedUser(t, 'Ash Asker'),
      seasonedUser(t, 'Bo Both'),
      seasonedUser(t, 'Bea Bystander'),
    ])
    for (const u of [fan, both]) expect((await wish(u, product.id)).statusCode).toBeLessThan(300)
    for (const u of [asker, both]) expect((await askNotify(u, drop.id)).statusCode).toBe(200)

    // Too early, then a job for a start the admin has since moved: nothing happens.
    expect(await notifyDropOpen(t.ctx, { dropId: drop.id, at: drop.startsAt.toISOString() })).toBe(0)
    const opened = new Date(Date.now() - 1000)
    await t.db.update(productDrops).set({ startsAt: opened }).where(eq(productDrops.id, drop.id))
    expect(await notifyDropOpen(t.ctx, { dropId: drop.id, at: drop.startsAt.toISOString() })).toBe(0)

    const job = { dropId: drop.id, at: opened.toISOString() }
    expect(await notifyDropOpen(t.ctx, job)).toBe(3)
    expect(await notifyDropOpen(t.ctx, job)).toBe(0)
    expect((await dropRow(t, drop.id)).notifiedAt).not.toBeNull()
    // The emails go out as a job of their own (run here at once; running it again sends nobody twice).
    expect(await sendDropOpenEmails(t.ctx, { dropId: drop.id })).toBe(3)
    expect(await sendDropOpenEmails(t.ctx, { dropId: drop.id })).toBe(3)

    for (const u of [fan, asker, both]) {
      const notices = await noticesOf(u.id)
      expect(notices).toHaveLength(1)
      expect(notices[0]).toMatchObject({
        title: DROP_MESSAGES.opensTitle(product.name),
        message: DROP_MESSAGES.opensMessage(product.name),
        link: `/products/${product.slug}`,
      })
      const emails = await dropEmails(u)
      expect(emails).toHaveLength(1)
      expect(emails[0]!.subject).toBe(`${product.name} is live`)
      expect(emails[0]!.html).toContain(`${t.config.APP_URL}/products/${product.slug}`)
      expect(emails[0]!.idempotencyKey).toBe(`drop-open:${drop.id}:${u.id}`)
    }
    expect((await dropEmails(fan))[0]!.html).toContain('Hi Fran,')
    expect(await noticesOf(bystander.id)).toHaveLength(0)
    expect(await dropEmails(bystander)).toHaveLength(0)
  })

  it('runs on its own at the start the admin scheduled', async () => {
    const { product } = await createProduct(t.db)
    const fan = await seasonedUser(t)
    await wish(fan, product.id)
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/products/${product.id}/drop`,
      cookie: admin.cookie,
      payload: { starts_at: new Date(Date.now() + 1500).toISOString() },
    })
    expect(res.statusCode, res.body).toBe(200)
    const dropId: string = res.json().drop.id
    const deadline = Date.now() + 20_000
    while (!(await dropRow(t, dropId)).notifiedAt && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
    }
    expect((await dropRow(t, dropId)).notifiedAt).not.toBeNull()
    expect(await noticesOf(fan.id)).toHaveLength(1)
    while ((await dropEmails(fan)).length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
    }
    expect(await dropEmails(fan)).toHaveLength(1)
  }, 30_000)
})
