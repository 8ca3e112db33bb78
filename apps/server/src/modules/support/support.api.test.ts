import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/orders.ts'
import { supportMessages, supportTickets } from '../../db/schema/support.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'

let t: TestApp
let alice: TestUser
let bob: TestUser
beforeAll(async () => {
  t = await createTestApp()
  alice = await t.createUser({ name: 'Alice Buyer' })
  bob = await t.createUser()
})
afterAll(async () => t?.close())

const shipTo = {
  name: 'A',
  address: 'x',
  address2: '',
  city: 'c',
  state: 's',
  postal_code: '1',
  country: 'US',
}
const createOrder = async (userId: string) =>
  (
    await t.db
      .insert(orders)
      .values({ userId, subtotalCents: 4000, totalCents: 4595, shippingAddress: shipTo })
      .returning()
  )[0]!

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.request({ method, url, cookie, payload })
const errorOf = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error

describe('customer support tickets', () => {
  it('needs a session everywhere', async () => {
    expect((await call('GET', '/api/support/tickets')).statusCode).toBe(401)
    expect(
      (await call('POST', '/api/support/tickets', undefined, { subject: '', message: '' })).statusCode,
    ).toBe(401)
    expect((await call('GET', '/api/support/order-options')).statusCode).toBe(401)
  })

  it.each([
    [{ message: 'Hello' }, 'Subject is required'],
    [{ subject: '   ', message: 'Hello' }, 'Subject is required'],
    [{ subject: 'Help' }, 'Message is required'],
    [{ subject: 'Help', message: ' \n ' }, 'Message is required'],
  ])('refuses %j with %j', async (payload, message) => {
    const res = await call('POST', '/api/support/tickets', alice.cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(errorOf(res).message).toBe(message)
  })

  it('refuses an unknown priority and an order that is not the caller’s', async () => {
    const bad = await call('POST', '/api/support/tickets', alice.cookie, {
      subject: 'a',
      message: 'b',
      priority: 'asap',
    })
    expect(bad.statusCode).toBe(400)
    const bobsOrder = await createOrder(bob.id)
    for (const order_id of [bobsOrder.id, '00000000-0000-4000-8000-000000000000', 'ABCD1234']) {
      const res = await call('POST', '/api/support/tickets', alice.cookie, {
        subject: 'a',
        message: 'b',
        order_id,
      })
      expect(res.statusCode).toBe(400)
      expect(errorOf(res)).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Order not found' })
    }
    expect((await call('GET', '/api/support/tickets', alice.cookie)).json().items).toEqual([])
  })

  it('opens a ticket with its first message (medium by default), emails staff and lists newest first', async () => {
    const order = await createOrder(alice.id)
    const options = (await call('GET', '/api/support/order-options', alice.cookie)).json().items
    expect(options.map((o: { id: string }) => o.id)).toContain(order.id)
    expect(
      (await call('GET', '/api/support/order-options', bob.cookie))
        .json()
        .items.map((o: { id: string }) => o.id),
    ).not.toContain(order.id)

    const first = await call('POST', '/api/support/tickets', alice.cookie, {
      subject: '  Wrong size  ',
      message: 'I need a bigger hoodie',
      order_id: '',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      subject: 'Wrong size',
      message: 'I need a bigger hoodie',
      priority: 'medium',
      status: 'open',
      order_id: null,
    })
    const second = await call('POST', '/api/support/tickets', alice.cookie, {
      subject: 'Where is my order?',
      message: 'It has been a while',
      priority: 'urgent',
      order_id: order.id,
    })
    expect(second.json()).toMatchObject({ priority: 'urgent', order_id: order.id, status: 'open' })

    const list = (await call('GET', '/api/support/tickets', alice.cookie)).json().items
    expect(list.map((x: { subject: string }) => x.subject)).toEqual(['Where is my order?', 'Wrong size'])

    const messages = (
      await call('GET', `/api/support/tickets/${first.json().id}/messages`, alice.cookie)
    ).json()
    expect(messages.items).toEqual([
      {
        id: expect.any(String),
        ticket_id: first.json().id,
        message: 'I need a bigger hoodie',
        is_staff: false,
        created_at: expect.any(String),
      },
    ])

    const staffMail = await t.outbox(t.config.STAFF_EMAIL)
    expect(staffMail.map((m) => m.subject)).toContain('[Support] Where is my order? (urgent)')
  })

  it('adds non-blank replies in order and touches the ticket', async () => {
    const ticket = (
      await call('POST', '/api/support/tickets', alice.cookie, { subject: 'Replies', message: 'one' })
    ).json()
    const blank = await call('POST', `/api/support/tickets/${ticket.id}/messages`, alice.cookie, {
      message: '   ',
    })
    expect(blank.statusCode).toBe(400)
    expect(errorOf(blank).message).toBe('Please enter a message')
    expect(
      (await call('POST', `/api/support/tickets/${ticket.id}/messages`, alice.cookie, {})).statusCode,
    ).toBe(400)

    const reply = await call('POST', `/api/support/tickets/${ticket.id}/messages`, alice.cookie, {
      message: ' two ',
    })
    expect(reply.statusCode).toBe(201)
    expect(reply.json()).toMatchObject({ message: 'two', is_staff: false, ticket_id: ticket.id })
    await call('POST', `/api/support/tickets/${ticket.id}/messages`, alice.cookie, { message: 'three' })

    const items = (await call('GET', `/api/support/tickets/${ticket.id}/messages`, alice.cookie)).json().items
    expect(items.map((m: { message: string }) => m.message)).toEqual(['one', 'two', 'three'])
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id))
    expect(row!.updatedAt.getTime()).toBeGreaterThan(new Date(ticket.created_at).getTime())
  })

  it("treats another customer's ticket as missing: 404 for reading, replying and the assistant", async () => {
    const ticket = (
      await call('POST', '/api/support/tickets', alice.cookie, { subject: 'Private', message: 'mine' })
    ).json()
    expect(
      (await call('GET', '/api/support/tickets', bob.cookie)).json().items.map((x: { id: string }) => x.id),
    ).not.toContain(ticket.id)
    for (const [method, url, payload] of [
      ['GET', `/api/support/tickets/${ticket.id}/messages`, undefined],
      ['POST', `/api/support/tickets/${ticket.id}/messages`, { message: 'sneaky' }],
      ['POST', `/api/support/tickets/${ticket.id}/assistant`, {}],
      ['GET', '/api/support/tickets/not-a-uuid/messages', undefined],
    ] as const) {
      const res = await call(method, url, bob.cookie, payload)
      expect(res.statusCode, url).toBe(404)
      expect(errorOf(res)).toEqual({ code: 'TICKET_NOT_FOUND', message: 'Ticket not found' })
    }
    const rows = await t.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id))
    expect(rows).toHaveLength(1)
  })
})
