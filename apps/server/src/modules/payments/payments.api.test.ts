import crypto from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { ORDER_MESSAGES, payOrderResponse, type Order } from '@rdo/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../db/client.ts'
import { emailMessages } from '../../db/schema/email.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { orders } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { createTestApp, type TestApp, type TestUser } from '../../../test/helper.ts'
import { orderBody } from '../../../test/orders.ts'
import { createProduct } from '../../../test/products.ts'
import { markOrderPaid } from './mark-paid.ts'

let t: TestApp
let owner: TestUser
let stranger: TestUser
let productId: string

beforeAll(async () => {
  t = await createTestApp()
  ;[owner, stranger] = await Promise.all([t.createUser({ email: 'payer@example.com' }), t.createUser()])
  productId = (await createProduct(t.db, { name: 'Validator Hoodie', sizes: { M: 50 } })).product.id
})
afterAll(async () => t?.close())

async function placeOrder(user = owner): Promise<Order> {
  const res = await t.request({
    method: 'POST',
    url: '/api/orders',
    payload: orderBody(productId),
    cookie: user.cookie,
  })
  expect(res.statusCode).toBe(201)
  return res.json().order
}
const pay = (orderId: string, cookie?: string) =>
  t.request({ method: 'POST', url: `/api/orders/${orderId}/pay`, cookie })
const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
const statusNotices = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'order_status')))

describe('the simulated payment', () => {
  it('waits 2 s, then the server marks the order processing and paid, emails and notifies', async () => {
    const order = await placeOrder()
    const started = Date.now()
    const res = await pay(order.id, owner.cookie)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1990)
    expect(res.statusCode).toBe(200)
    const body = payOrderResponse.parse(res.json())
    expect(body).toMatchObject({ provider: 'simulated', checkout_url: null })
    expect(body.order).toMatchObject({ status: 'processing', payment_status: 'paid', expires_at: null })
    expect(body.order.paid_at).not.toBeNull()

    const mails = await t.outbox('payer@example.com')
    expect(mails.map((m) => m.subject)).toContain(
      `Payment received for order ${order.id.slice(0, 8).toUpperCase()}`,
    )
    const notices = await statusNotices(owner.id)
    expect(notices.map((n) => n.message)).toContain(
      `Order ${order.id.slice(0, 8).toUpperCase()} is paid and being processed`,
    )

    const again = await pay(order.id, owner.cookie)
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'This order can no longer be paid'])
  })

  it('pays a double-clicked order once', async () => {
    t.ctx.payments.simulation.delayMs = 200
    const order = await placeOrder()
    const [a, b] = await Promise.all([pay(order.id, owner.cookie), pay(order.id, owner.cookie)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().order.paid_at).toBe(b.json().order.paid_at)
    const code = order.id.slice(0, 8).toUpperCase()
    const mails = (await t.outbox('payer@example.com')).filter((m) => m.subject.includes(code))
    expect(mails.map((m) => m.templateName).sort()).toEqual(['order-confirmation', 'payment-confirmation'])
    expect((await statusNotices(owner.id)).filter((n) => n.message.includes(code))).toHaveLength(1)
  })

  it('is for the owner only: others get 404 and nothing changes', async () => {
    t.ctx.payments.simulation.delayMs = 10
    const order = await placeOrder()
    const res = await pay(order.id, stranger.cookie)
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'Order not found'])
    expect((await pay(order.id)).statusCode).toBe(401)
    expect((await pay('00000000-0000-4000-8000-000000000000', owner.cookie)).statusCode).toBe(404)
    expect((await rowOf(order.id)).status).toBe('pending_payment')
  })

  it('refuses cancelled and expired orders', async () => {
    t.ctx.payments.simulation.delayMs = 10
    const cancelled = await placeOrder()
    await t.request({ method: 'POST', url: `/api/orders/${cancelled.id}/cancel`, cookie: owner.cookie })
    const res = await pay(cancelled.id, owner.cookie)
    expect([res.statusCode, res.json().error.message]).toEqual([409, 'This order can no longer be paid'])

    const late = await placeOrder()
    await t.db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, late.id))
    const expired = await pay(late.id, owner.cookie)
    expect([expired.statusCode, expired.json().error.message]).toEqual([
      409,
      'This order has expired. Please place it again.',
    ])
    expect((await rowOf(late.id)).paymentStatus).toBe('unpaid')
  })

  it('notifies only customers who keep order updates on', async () => {
    t.ctx.payments.simulation.delayMs = 10
    const quiet = await t.createUser()
    await t.db
      .update(profiles)
      .set({ notificationPreferences: { order_updates: false, marketing: true } })
      .where(eq(profiles.id, quiet.id))
    const order = await placeOrder(quiet)
    expect((await pay(order.id, quiet.cookie)).statusCode).toBe(200)
    expect(await statusNotices(quiet.id)).toEqual([])
  })
})

describe('the payment confirmation email', () => {
  it('is written with the payment: a payment that rolls back leaves neither the email nor its job', async () => {
    const order = await placeOrder()
    const confirmations = () =>
      t.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.idempotencyKey, `payment-confirmation:${order.id}`))
    const jobsFor = async (emailId: string) =>
      (
        await t.db.execute(
          sql`select id from pgboss.job where name = 'email.send' and data->>'id' = ${emailId}`,
        )
      ).rows
    const markPaid = (tx: Tx) =>
      markOrderPaid(t.ctx, tx, {
        orderId: order.id,
        provider: 'simulated',
        reference: null,
        requireUnexpired: true,
      })

    // Something fails after the order is marked paid: the payment and its email roll back together.
    await expect(
      t.db.transaction(async (tx) => {
        expect(await markPaid(tx)).not.toBeNull()
        expect(await confirmations()).toEqual([]) // not visible outside the transaction yet
        throw new Error('payment step failed')
      }),
    ).rejects.toThrow('payment step failed')
    expect((await rowOf(order.id)).paymentStatus).toBe('unpaid')
    expect(await confirmations()).toEqual([])

    // The same payment committed: exactly one confirmation, with its delivery job.
    await t.db.transaction(markPaid)
    expect((await rowOf(order.id)).paymentStatus).toBe('paid')
    const [email, ...more] = await confirmations()
    expect(more).toEqual([])
    expect(email).toMatchObject({
      subject: `Payment received for order ${order.id.slice(0, 8).toUpperCase()}`,
      toAddresses: ['payer@example.com'],
    })
    expect(await jobsFor(email!.id)).toHaveLength(1)
  })
})

describe('without a payment provider', () => {
  const productionEnv = () => ({
    NODE_ENV: 'production',
    AUTH_SECRET: crypto.randomBytes(24).toString('hex'),
  })

  async function payOnce(app: TestApp) {
    const buyer = await app.createUser()
    const product = (await createProduct(app.db, { sizes: { M: 5 } })).product
    const placed = await app.request({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody(product.id),
      cookie: buyer.cookie,
    })
    expect(placed.statusCode).toBe(201)
    const order: Order = placed.json().order
    const res = await app.request({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      cookie: buyer.cookie,
    })
    const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id))
    return { res, row: row! }
  }

  it('production never marks an order paid: 503 "not configured" and the order still awaits payment', async () => {
    const prod = await createTestApp({ env: productionEnv() })
    try {
      expect(prod.config.PAYMENT_SIMULATION).toBe(false)
      const options = await prod.request({ method: 'GET', url: '/api/payments/options' })
      expect(options.json()).toEqual({ mode: 'unavailable' })
      const { res, row } = await payOnce(prod)
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { error: { code: 'PAYMENT_NOT_CONFIGURED', message: ORDER_MESSAGES.paymentUnavailable } },
      ])
      expect(row).toMatchObject({ status: 'pending_payment', paymentStatus: 'unpaid', paymentProvider: null })
    } finally {
      await prod.close()
    }
  })

  it('the simulation runs in production only when PAYMENT_SIMULATION=true says so, and is off when false', async () => {
    const optedIn = await createTestApp({
      env: { ...productionEnv(), PAYMENT_SIMULATION: 'true' },
      payments: { simulationDelayMs: 10 },
    })
    const off = await createTestApp({ env: { PAYMENT_SIMULATION: 'false' } })
    try {
      expect((await optedIn.request({ method: 'GET', url: '/api/payments/options' })).json()).toEqual({
        mode: 'simulated',
      })
      const paid = await payOnce(optedIn)
      expect([paid.res.statusCode, paid.row.paymentProvider]).toEqual([200, 'simulated'])
      const refused = await payOnce(off)
      expect([refused.res.statusCode, refused.row.paymentStatus]).toEqual([503, 'unpaid'])
    } finally {
      await Promise.all([optedIn.close(), off.close()])
    }
  })
})
