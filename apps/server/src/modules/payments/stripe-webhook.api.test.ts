import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema/notifications.ts'
import { orders, paymentEvents } from '../../db/schema/orders.ts'
import {
  buyer,
  deliver,
  placeOrder,
  refunds,
  rowOf,
  sessionCompletedEvent,
  succeededEvent,
  t,
  useStripeShop,
  WEBHOOK_SECRET,
} from './stripe.fixtures.ts'

useStripeShop()

describe('the Stripe webhook', () => {
  it('applies payment_intent.succeeded once when delivered three times', async () => {
    const order = await placeOrder()
    const payload = succeededEvent(order)
    for (let i = 0; i < 3; i++) {
      const res = await deliver(payload)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true })
    }
    const row = await rowOf(order.id)
    expect(row).toMatchObject({ status: 'processing', paymentStatus: 'paid', paymentProvider: 'stripe' })
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))
    expect(events).toHaveLength(1)
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))
    expect(notices.filter((n) => n.message.includes(order.id.slice(0, 8).toUpperCase()))).toHaveLength(1)
    const mails = (await t.outbox('stripe.buyer@example.com')).filter(
      (m) => m.templateName === 'payment-confirmation',
    )
    expect(mails.filter((m) => m.subject.includes(order.id.slice(0, 8).toUpperCase()))).toHaveLength(1)

    // A different event for an already paid order changes nothing either.
    expect((await deliver(succeededEvent(order, { id: 'evt_other' }))).statusCode).toBe(200)
    expect((await rowOf(order.id)).paidAt).toEqual(row.paidAt)
  })

  it('applies checkout.session.completed once, and the PaymentIntent event of the same payment changes nothing', async () => {
    const order = await placeOrder()
    await t.request({ method: 'POST', url: `/api/orders/${order.id}/pay`, cookie: buyer.cookie })
    const payload = sessionCompletedEvent(order)
    for (let i = 0; i < 3; i++) expect((await deliver(payload)).statusCode).toBe(200)
    const row = await rowOf(order.id)
    expect(row).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      paymentProvider: 'stripe',
      paymentReference: 'pi_for_' + order.id.slice(0, 8),
    })
    // Stripe also sends payment_intent.succeeded for the session's PaymentIntent.
    expect((await deliver(succeededEvent(order, { id: `evt_pi_${order.id.slice(0, 8)}` }))).statusCode).toBe(
      200,
    )
    expect((await rowOf(order.id)).paidAt).toEqual(row.paidAt)
    expect(refunds.filter((r) => r.paymentIntent === row.paymentReference)).toEqual([])
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))
    expect(events.map((e) => e.type).sort()).toEqual([
      'checkout.session.completed',
      'payment_intent.succeeded',
    ])
    const code = order.id.slice(0, 8).toUpperCase()
    const mails = (await t.outbox('stripe.buyer@example.com')).filter(
      (m) => m.templateName === 'payment-confirmation' && m.subject.includes(code),
    )
    expect(mails).toHaveLength(1)
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, buyer.id))
    expect(notices.filter((n) => n.message.includes(code))).toHaveLength(1)
  })

  it('leaves the order awaiting payment when a completed session is not paid yet or charged another amount', async () => {
    const order = await placeOrder()
    const unpaid = JSON.parse(sessionCompletedEvent(order, { id: 'evt_cs_unpaid' }))
    unpaid.data.object.payment_status = 'unpaid'
    expect((await deliver(JSON.stringify(unpaid))).statusCode).toBe(200)
    const short = JSON.parse(sessionCompletedEvent(order, { id: 'evt_cs_short' }))
    short.data.object.amount_total = 100
    expect((await deliver(JSON.stringify(short))).statusCode).toBe(200)
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid' })
  })

  it('rejects a bad or missing signature with 400 and changes nothing', async () => {
    const order = await placeOrder()
    const payload = succeededEvent(order, { id: 'evt_forged' })
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    for (const [body, signature] of [
      [payload, forged],
      [payload.replace(String(order.total_cents), '1'), tampered],
      [payload, 'garbage'],
    ] as const) {
      const res = await deliver(body, signature)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('BAD_SIGNATURE')
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    })
    expect(missing.statusCode).toBe(400)
    expect((await rowOf(order.id)).status).toBe('pending_payment')
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged'))).toEqual([])
  })

  it('refunds a payment that arrives after the order expired, once however often it is delivered', async () => {
    const order = await placeOrder()
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id))
    const payload = succeededEvent(order, { id: 'evt_late' })
    for (let i = 0; i < 3; i++) expect((await deliver(payload)).statusCode).toBe(200)
    const intent = 'pi_for_' + order.id.slice(0, 8)
    expect(refunds.filter((r) => r.paymentIntent === intent)).toEqual([
      { idempotencyKey: `refund-${intent}`, paymentIntent: intent },
    ])
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    const mails = (await t.outbox('stripe.buyer@example.com')).filter((m) =>
      m.subject.includes(order.id.slice(0, 8).toUpperCase()),
    )
    expect(mails.some((m) => m.templateName === 'payment-confirmation')).toBe(false)
  })

  it('does not mark paid when the amount differs from the order total', async () => {
    const order = await placeOrder()
    expect((await deliver(succeededEvent(order, { id: 'evt_short', amount: 100 }))).statusCode).toBe(200)
    expect((await rowOf(order.id)).paymentStatus).toBe('unpaid')
  })
})
