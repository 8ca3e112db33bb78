import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../../db/schema/orders.ts'
import { supportMessages } from '../../../db/schema/support.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../../test/helper.ts'

const shipTo = {
  name: 'A',
  address: 'x',
  address2: '',
  city: 'c',
  state: 's',
  postal_code: '1',
  country: 'US',
}

async function shippedOrder(t: TestApp, userId: string) {
  const [o] = await t.db
    .insert(orders)
    .values({
      userId,
      status: 'shipped',
      paymentStatus: 'paid',
      subtotalCents: 5000,
      totalCents: 5595,
      shippingAddress: shipTo,
      createdAt: new Date('2025-03-03T15:00:00Z'),
      updatedAt: new Date('2025-03-05T15:00:00Z'),
    })
    .returning()
  return o!
}

const ask = (t: TestApp, cookie: string, ticketId: string, payload?: object) =>
  t.request({ method: 'POST', url: `/api/support/tickets/${ticketId}/assistant`, cookie, payload })

describe('the built-in assistant (no LLM configured)', () => {
  let t: TestApp
  let u: TestUser
  beforeAll(async () => {
    t = await createTestApp()
    u = await t.createUser({ name: 'Alice Buyer' })
  })
  afterAll(async () => t?.close())

  it("answers from the policies with the real status and date of the ticket's order, saved as a staff message", async () => {
    const order = await shippedOrder(t, u.id)
    const ticket = (
      await t.request({
        method: 'POST',
        url: '/api/support/tickets',
        cookie: u.cookie,
        payload: { subject: 'Order question', message: 'Where is my order?', order_id: order.id },
      })
    ).json()
    const res = await ask(t, u.cookie, ticket.id)
    expect(res.statusCode, res.body).toBe(201)
    const reply = res.json()
    expect(reply).toMatchObject({ ticket_id: ticket.id, is_staff: true })
    expect(reply.message).toContain('Hi Alice')
    expect(reply.message).toContain(`#${order.id.slice(0, 8).toUpperCase()}`)
    expect(reply.message).toContain('placed on March 3, 2025')
    expect(reply.message).toContain('marked shipped on March 5, 2025')
    expect(reply.message).toContain('Per our Shipping policy:')
    expect(reply.message).toContain('Mon-Fri 9am-5pm ET')

    const items = (
      await t.request({ method: 'GET', url: `/api/support/tickets/${ticket.id}/messages`, cookie: u.cookie })
    ).json().items
    expect(items.map((m: { is_staff: boolean }) => m.is_staff)).toEqual([false, true])
  })

  it('answers the question it is given, citing the matching policy', async () => {
    const ticket = (
      await t.request({
        method: 'POST',
        url: '/api/support/tickets',
        cookie: u.cookie,
        payload: { subject: 'Question', message: 'Hello there' },
      })
    ).json()
    const returns = (
      await ask(t, u.cookie, ticket.id, { message: 'Can I get a refund for my hoodie?' })
    ).json()
    expect(returns.message).toContain(
      'Per our Returns policy: Items can be returned within 30 days of delivery.',
    )
    const sizing = (await ask(t, u.cookie, ticket.id, { message: 'What size fits a 100 cm chest?' })).json()
    expect(sizing.message).toContain('Per our Size guide:')
    expect(sizing.message).toContain('/size-guide')
  })
})

describe('the OpenAI-compatible assistant (LLM_BASE_URL set)', () => {
  let t: TestApp
  let u: TestUser
  let server: http.Server
  let mode: 'ok' | 'error' | 'empty' = 'ok'
  const seen: { url: string; auth?: string; body: any }[] = []

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (c) => (raw += c))
      req.on('end', () => {
        seen.push({ url: req.url!, auth: req.headers.authorization, body: JSON.parse(raw) })
        if (mode === 'error') return void res.writeHead(500).end('{"error":"boom"}')
        res.writeHead(200, { 'content-type': 'application/json' })
        const content = mode === 'empty' ? '' : '  Per our Shipping policy: your parcel is on its way.  '
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }))
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    t = await createTestApp({
      env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1/`, LLM_API_KEY: 'sk-test', LLM_MODEL: 'test-model' },
    })
    u = await t.createUser({ name: 'Bea Buyer' })
  })
  afterAll(async () => {
    await t?.close()
    await new Promise((r) => server.close(r))
  })

  it('sends the policies, the order status and the conversation, and saves the answer', async () => {
    const order = await shippedOrder(t, u.id)
    const ticket = (
      await t.request({
        method: 'POST',
        url: '/api/support/tickets',
        cookie: u.cookie,
        payload: { subject: 'Late parcel', message: 'Has my order shipped yet?', order_id: order.id },
      })
    ).json()
    mode = 'ok'
    const res = await ask(t, u.cookie, ticket.id)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      is_staff: true,
      message: 'Per our Shipping policy: your parcel is on its way.',
    })

    const call = seen.at(-1)!
    expect(call.url).toBe('/v1/chat/completions')
    expect(call.auth).toBe('Bearer sk-test')
    expect(call.body.model).toBe('test-model')
    const [system, ...rest] = call.body.messages
    expect(system.role).toBe('system')
    expect(system.content).toContain('Standard shipping takes 5-7 business days ($5.95)')
    expect(system.content).toContain('Items can be returned within 30 days of delivery')
    expect(system.content).toContain('117-122 cm (3XL)')
    expect(system.content).toContain('Mon-Fri 9am-5pm ET')
    expect(system.content).toContain('is shipped: it was marked shipped on March 5, 2025')
    expect(rest).toEqual([{ role: 'user', content: 'Has my order shipped yet?' }])
  })

  it.each(['error', 'empty'] as const)(
    "answers 502 'Failed to get AI response' and saves nothing when the model fails (%s)",
    async (failure) => {
      const ticket = (
        await t.request({
          method: 'POST',
          url: '/api/support/tickets',
          cookie: u.cookie,
          payload: { subject: 'Sizing', message: 'Is a medium hoodie big?' },
        })
      ).json()
      mode = failure
      const res = await ask(t, u.cookie, ticket.id)
      expect(res.statusCode).toBe(502)
      expect(res.json().error).toEqual({ code: 'AI_FAILED', message: 'Failed to get AI response' })
      const rows = await t.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id))
      expect(rows.map((r) => r.isStaff)).toEqual([false])
    },
  )
})
