import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { orders } from '../../db/schema/orders.ts'
import { supportMessages, supportTickets } from '../../db/schema/support.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let alice: TestUser
let bob: TestUser
let aliceOrderId: string
let bobOrderId: string

const address = {
  name: 'A',
  address: '1 Main St',
  address2: '',
  city: 'Austin',
  state: 'TX',
  postal_code: '73301',
  country: 'US',
}

beforeAll(async () => {
  t = await createTestApp()
  alice = await t.createUser({ email: 'alice@example.com', name: 'Alice' })
  bob = await t.createUser({ email: 'bob@example.com', name: 'Bob' })
  const [a] = await t.db
    .insert(orders)
    .values({ userId: alice.id, subtotalCents: 2999, totalCents: 2999, shippingAddress: address })
    .returning()
  const [b] = await t.db
    .insert(orders)
    .values({ userId: bob.id, subtotalCents: 2999, totalCents: 2999, shippingAddress: address })
    .returning()
  aliceOrderId = a!.id
  bobOrderId = b!.id
})
afterAll(async () => t?.close())
afterEach(() => vi.restoreAllMocks())

let ipCounter = 10
const send = (payload: object, opts: { cookie?: string; ip?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/contact',
    payload,
    cookie: opts.cookie,
    remoteAddress: opts.ip ?? `10.1.0.${ipCounter++}`,
  })
const form = {
  name: 'Dana Visitor',
  email: 'Dana@Example.com',
  subject: 'Sizing question',
  message: 'Does the hoodie run large?',
}
const ticketOf = async (id: string) =>
  (await t.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!

describe('POST /api/contact', () => {
  it('opens a ticket with its first message for a visitor and emails staff', async () => {
    const res = await send(form)
    expect(res.statusCode).toBe(201)
    const { ok, ticket_id: ticketId } = res.json()
    expect(ok).toBe(true)
    expect(await ticketOf(ticketId)).toMatchObject({
      userId: null,
      contactName: 'Dana Visitor',
      contactEmail: 'dana@example.com',
      subject: 'Sizing question',
      message: 'Does the hoodie run large?',
      status: 'open',
      priority: 'medium',
      source: 'contact',
      orderId: null,
    })
    const messages = await t.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticketId))
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ message: 'Does the hoodie run large?', isStaff: false, userId: null })

    const [mail] = await t.outbox(t.config.STAFF_EMAIL)
    expect(mail).toMatchObject({ templateName: 'support-ticket-staff' })
    expect(mail!.subject).toBe('[Support] Sizing question (medium)')
    expect(mail!.html).toContain('Dana Visitor')
    expect(mail!.html).toContain(ticketId)
  })

  it("ties a signed-in customer's ticket to them and to their own order (full or 8-character id)", async () => {
    const full = await send({ ...form, order_id: aliceOrderId }, { cookie: alice.cookie })
    expect(full.statusCode).toBe(201)
    expect(await ticketOf(full.json().ticket_id)).toMatchObject({ userId: alice.id, orderId: aliceOrderId })

    const short = await send(
      { ...form, order_id: aliceOrderId.slice(0, 8).toUpperCase() },
      { cookie: alice.cookie },
    )
    expect(await ticketOf(short.json().ticket_id)).toMatchObject({ orderId: aliceOrderId })
  })

  it("never attaches someone else's order, a made-up id, or any order for a visitor", async () => {
    const others = await send({ ...form, order_id: bobOrderId }, { cookie: alice.cookie })
    expect(others.statusCode).toBe(201)
    expect(await ticketOf(others.json().ticket_id)).toMatchObject({ userId: alice.id, orderId: null })

    const madeUp = await send({ ...form, order_id: 'ORDER-12345' }, { cookie: alice.cookie })
    expect(madeUp.statusCode).toBe(201)
    expect((await ticketOf(madeUp.json().ticket_id)).orderId).toBeNull()

    const visitor = await send({ ...form, order_id: aliceOrderId })
    expect(visitor.statusCode).toBe(201)
    expect(await ticketOf(visitor.json().ticket_id)).toMatchObject({ userId: null, orderId: null })
  })

  it('requires name, email, subject and message: "Please fill in all required fields"', async () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      for (const value of [undefined, '', '   ']) {
        const res = await send({ ...form, [field]: value })
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400)
        expect(res.json().error).toEqual({ code: 'INVALID', message: 'Please fill in all required fields' })
      }
    }
  })

  it('refuses an invalid email with "Please enter a valid email address"', async () => {
    const before = (await t.db.select().from(supportTickets)).length
    const res = await send({ ...form, email: 'dana@example' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Please enter a valid email address')
    expect(await t.db.select().from(supportTickets)).toHaveLength(before)
  })

  it('still succeeds when the staff email cannot be queued, and logs the failure', async () => {
    vi.spyOn(t.ctx.mailer, 'enqueueTemplate').mockRejectedValueOnce(new Error('mail store down'))
    const logged = vi.spyOn(t.ctx.log, 'error')
    const res = await send({ ...form, subject: 'Mail is down' })
    expect(res.statusCode).toBe(201)
    expect((await ticketOf(res.json().ticket_id)).subject).toBe('Mail is down')
    expect(logged).toHaveBeenCalledWith(
      'Staff notification for a contact message failed',
      expect.objectContaining({ ticketId: res.json().ticket_id, err: 'mail store down' }),
    )
  })

  it('is rate limited per address', async () => {
    const ip = '10.2.2.2'
    for (let i = 0; i < 10; i++) expect((await send(form, { ip })).statusCode).toBe(201)
    const res = await send(form, { ip })
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('RATE_LIMITED')
  })
})
