import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fulfilmentEvents, shipments } from '../../db/schema/fulfilment.ts'
import { orders, orderItems } from '../../db/schema/orders.ts'
import { stopPrintifyWorld } from '../../../test/fixtures/printify.ts'
import {
  buyAndPay,
  customerOrder,
  deliverWebhook,
  startFulfilmentWorld,
  waitForFulfilment,
  type FulfilmentWorld,
} from '../../../test/fixtures/fulfilment.ts'

let w: FulfilmentWorld
beforeAll(async () => {
  w = await startFulfilmentWorld()
}, 60_000)
afterAll(async () => stopPrintifyWorld(w))

const admin = (url: string, payload: object) =>
  w.t.request({ method: 'POST', url, cookie: w.admin.cookie, payload })
const tableCounts = async () => ({
  events: (await w.t.db.select({ n: count() }).from(fulfilmentEvents))[0]!.n,
  shipments: (await w.t.db.select({ n: count() }).from(shipments))[0]!.n,
})

/** A paid order with one Printify line and one shop-stock line, in production at Printify. */
async function mixedOrder() {
  const order = await buyAndPay(w, [
    { product_id: w.printed.id, color: 'White' },
    { product_id: w.stocked.id },
  ])
  const f = await waitForFulfilment(w, order.id, (s) => s === 'in_production')
  const printed = order.items.find((i) => i.product_id === w.printed.id)!
  const stocked = order.items.find((i) => i.product_id === w.stocked.id)!
  return { order, printifyId: f.providerOrderId!, printed, stocked }
}

describe('Printify webhooks and shipping', () => {
  it('a signed shipment, then staff shipping the stock line, then deliveries bring the order to delivered', async () => {
    const { order, printifyId, printed, stocked } = await mixedOrder()
    const shipment = w.standIn.shipment(printifyId)
    const res = await deliverWebhook(w, 'order:shipment:created', printifyId, shipment)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ received: true, applied: true })

    let seen = await customerOrder(w, order.id)
    expect(seen.status).toBe('partially_shipped')
    expect(seen.items.find((i) => i.id === printed.id)!.fulfilment_state).toBe('shipped')
    expect(seen.items.find((i) => i.id === stocked.id)!.fulfilment_state).toBe('processing')
    expect(seen.shipments).toEqual([
      expect.objectContaining({
        carrier: 'USPS',
        tracking_number: '9400111899223817612345',
        tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223817612345',
        item_ids: [printed.id],
      }),
    ])
    const mail = (await w.t.outbox(w.customer.email)).filter(
      (m) => m.templateName === 'shipping-confirmation',
    )
    expect(mail).toHaveLength(1)
    expect(mail[0]!.html).toContain('9400111899223817612345')
    // Handlebars escapes '=' in the link as &#x3D;, which a mail client reads back as '='.
    expect(mail[0]!.html!.replaceAll('&#x3D;', '=')).toContain(
      'href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223817612345"',
    )

    // Printify delivers the same event again: acknowledged, applied once.
    const again = await deliverWebhook(w, 'order:shipment:created', printifyId, shipment, {
      eventId: (
        await w.t.db
          .select()
          .from(fulfilmentEvents)
          .where(eq(fulfilmentEvents.type, 'order:shipment:created'))
      )[0]!.eventId,
    })
    expect(again.json()).toEqual({ received: true, applied: false })
    expect((await customerOrder(w, order.id)).shipments).toHaveLength(1)

    // Staff ship the shop-stock line with a known carrier: the shop builds the tracking link.
    const shipped = await admin(`/api/admin/orders/${order.id}/shipments`, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    seen = await customerOrder(w, order.id)
    expect(seen.status).toBe('shipped')
    expect(seen.shipments.map((s) => [s.carrier, s.tracking_url])).toEqual([
      ['USPS', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223817612345'],
      ['UPS', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ])
    const nothing = await admin(`/api/admin/orders/${order.id}/shipments`, {
      carrier: 'UPS',
      tracking_number: '1Z1',
    })
    expect(nothing.statusCode).toBe(409)
    expect(nothing.json().error.message).toBe('These lines have nothing left to ship')
    const notMine = await admin(`/api/admin/orders/${order.id}/shipments`, {
      item_ids: [printed.id],
      carrier: 'UPS',
      tracking_number: '1Z2',
    })
    expect(notMine.statusCode).toBe(409)

    expect(
      (await deliverWebhook(w, 'order:shipment:delivered', printifyId, { skus: shipment.skus })).statusCode,
    ).toBe(200)
    expect((await customerOrder(w, order.id)).status).toBe('shipped')
    expect((await admin(`/api/admin/orders/${order.id}/deliveries`, {})).statusCode).toBe(200)
    seen = await customerOrder(w, order.id)
    expect(seen.status).toBe('delivered')
    expect(seen.items.every((i) => i.fulfilment_state === 'delivered')).toBe(true)
    expect(seen.shipments.every((s) => s.delivered_at !== null)).toBe(true)
    const notices = await w.t.db.execute<{ type: string }>(
      `select type from notifications where data->>'order_id' = '${order.id}' order by created_at` as never,
    )
    expect(notices.rows.map((n) => n.type)).toEqual(
      expect.arrayContaining(['order_shipped', 'order_delivered']),
    )
  })

  it('a bad, missing or stale signature changes nothing', async () => {
    const { order, printifyId } = await mixedOrder()
    const shipment = w.standIn.shipment(printifyId)
    const before = await tableCounts()
    for (const secret of ['not-the-secret', null]) {
      const res = await deliverWebhook(w, 'order:shipment:created', printifyId, shipment, { secret })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe('Invalid webhook signature')
    }
    // Re-registering replaces the secret: a delivery signed with the old one is refused.
    const [old] = await w.t.db
      .execute<{ secret: string }>('select secret from printify_webhooks' as never)
      .then((r) => r.rows)
    expect(
      (await w.t.request({ method: 'POST', url: '/api/admin/fulfilment/webhooks', cookie: w.admin.cookie }))
        .statusCode,
    ).toBe(200)
    const stale = await deliverWebhook(w, 'order:shipment:created', printifyId, shipment, {
      secret: old!.secret,
    })
    expect(stale.statusCode).toBe(400)
    expect(await tableCounts()).toEqual(before)
    const [row] = await w.t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe('processing')
    const lines = await w.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(lines.some((l) => l.fulfilmentState === 'shipped')).toBe(false)
  })

  it('acknowledges and ignores an event for an order the shop does not know', async () => {
    const res = await deliverWebhook(
      w,
      'order:shipment:created',
      'not-our-order',
      w.standIn.shipment('x', ['SKU-X']),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true, applied: false })
  })

  it('shows the registration state and the customer view of another customer’s order is not found', async () => {
    const state = await w.t.request({
      method: 'GET',
      url: '/api/admin/fulfilment/webhooks',
      cookie: w.admin.cookie,
    })
    expect(state.json()).toMatchObject({
      configured: true,
      url: `${w.t.config.APP_URL}/api/webhooks/printify`,
      shops: [{ shop_id: w.standIn.shop.id, topics: expect.arrayContaining(['order:shipment:created']) }],
    })
    expect(w.standIn.webhooks.filter((h) => h.topic === 'order:shipment:created')).toHaveLength(1)
    const { order } = await mixedOrder()
    const stranger = await w.t.createUser()
    const res = await w.t.request({ method: 'GET', url: `/api/orders/${order.id}`, cookie: stranger.cookie })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('Order not found')
  })
})
