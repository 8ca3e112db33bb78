import crypto from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { carrierTrackingUrl, FULFILMENT_MESSAGES as M } from '@rdo/contracts'
import { z } from 'zod'
import { fulfilmentEvents, fulfilments, printifyWebhooks } from '../../db/schema/fulfilment.ts'
import { orderItems } from '../../db/schema/orders.ts'
import { Invalid } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { advanceLines, recordShipment } from './order-progress.ts'
import { markParcelsDelivered } from './fulfilment.service.ts'

/** Printify's signature of a delivery: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export function printifySignature(secret: string, body: Buffer | string) {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`
}

const carrier = z.looseObject({
  code: z.string().nullish(),
  tracking_number: z.string().nullish(),
  tracking_url: z.string().nullish(),
})
const event = z.looseObject({
  id: z.string().min(1).max(200).optional(),
  type: z.string().min(1).max(100),
  created_at: z.string().optional(),
  resource: z.looseObject({
    id: z.string().min(1).max(200),
    type: z.string().optional(),
    data: z
      .looseObject({
        shop_id: z.number().int().optional(),
        status: z.string().optional(),
        carrier: carrier.nullish(),
        skus: z.array(z.string()).nullish(),
        shipped_at: z.string().nullish(),
        delivered_at: z.string().nullish(),
      })
      .nullish(),
  }),
})
type PrintifyEvent = z.infer<typeof event>

function verify(secrets: { shopId: number; secret: string }[], raw: Buffer, header: string | undefined) {
  const given = Buffer.from((header ?? '').trim().toLowerCase())
  if (!given.length) return null
  for (const hook of secrets) {
    const expected = Buffer.from(printifySignature(hook.secret, raw))
    const bare = Buffer.from(expected.toString().slice('sha256='.length))
    for (const candidate of [expected, bare]) {
      if (candidate.length === given.length && crypto.timingSafeEqual(candidate, given)) return hook
    }
  }
  return null
}

const dateOr = (value: string | null | undefined) => {
  const d = value ? new Date(value) : null
  return d && !Number.isNaN(d.getTime()) ? d : undefined
}

/**
 * One delivery of Printify's webhook. It must be signed with the secret registered for a shop (a
 * delivery signed with a replaced secret, or not at all, is refused and changes nothing). Each event
 * is applied once (its id, else the body's digest, is recorded in the same transaction); an event
 * for an order the shop does not know is acknowledged and ignored.
 */
export async function handlePrintifyWebhook(ctx: AppContext, raw: Buffer, signature: string | undefined) {
  const hooks = await ctx.db
    .select({ shopId: printifyWebhooks.shopId, secret: printifyWebhooks.secret })
    .from(printifyWebhooks)
  const hook = verify(hooks, raw, signature)
  if (!hook) throw new Invalid(M.invalidSignature, 'INVALID_SIGNATURE')
  let parsed: PrintifyEvent
  try {
    parsed = event.parse(JSON.parse(raw.toString('utf8')))
  } catch {
    throw new Invalid('Unreadable webhook event', 'INVALID_EVENT')
  }
  const shopId = parsed.resource.data?.shop_id
  if (shopId !== undefined && shopId !== hook.shopId)
    throw new Invalid(M.invalidSignature, 'INVALID_SIGNATURE')
  const eventId = parsed.id ?? crypto.createHash('sha256').update(raw).digest('hex')

  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(fulfilmentEvents)
      .values({
        provider: 'printify',
        eventId,
        type: parsed.type,
        payload: parsed as Record<string, unknown>,
      })
      .onConflictDoNothing()
      .returning({ eventId: fulfilmentEvents.eventId })
    if (!fresh) return { applied: false, reason: 'duplicate' as const }
    const [f] = await tx
      .select()
      .from(fulfilments)
      .where(and(eq(fulfilments.provider, 'printify'), eq(fulfilments.providerOrderId, parsed.resource.id)))
      .for('update')
    if (!f) return { applied: false, reason: 'unknown_order' as const }
    await tx
      .update(fulfilmentEvents)
      .set({ fulfilmentId: f.id })
      .where(and(eq(fulfilmentEvents.provider, 'printify'), eq(fulfilmentEvents.eventId, eventId)))
    const lines = await tx
      .select({ id: orderItems.id, sku: orderItems.providerSku })
      .from(orderItems)
      .where(eq(orderItems.fulfilmentId, f.id))
    const skus = parsed.resource.data?.skus
    // Printify names the parcel's items by SKU; without a list, the event is about the whole order.
    const named = skus?.length ? lines.filter((l) => l.sku && skus.includes(l.sku)) : lines
    const ids = named.map((l) => l.id)
    const data = parsed.resource.data ?? {}

    switch (parsed.type) {
      case 'order:sent-to-production':
        if (f.status === 'awaiting_production') {
          await tx
            .update(fulfilments)
            .set({ status: 'in_production', leaseUntil: null, updatedAt: sql`now()` })
            .where(eq(fulfilments.id, f.id))
        }
        await advanceLines(ctx, tx, f.orderId, ids, 'in_production')
        break
      case 'order:shipment:created': {
        const number = data.carrier?.tracking_number?.trim()
        const name = data.carrier?.code?.trim() || 'Carrier'
        if (!number) break
        const parcel = await recordShipment(tx, {
          orderId: f.orderId,
          fulfilmentId: f.id,
          carrier: name,
          trackingNumber: number,
          trackingUrl: data.carrier?.tracking_url?.trim() || carrierTrackingUrl(name, number),
          shippedAt: dateOr(data.shipped_at),
        })
        await advanceLines(ctx, tx, f.orderId, ids, 'shipped', parcel)
        break
      }
      case 'order:shipment:delivered':
        // A delivery for lines whose shipment event never came still counts them shipped first.
        await advanceLines(ctx, tx, f.orderId, ids, 'delivered')
        await markParcelsDelivered(tx, f.orderId, dateOr(data.delivered_at))
        break
      case 'order:updated':
        if (data.status === 'canceled' || data.status === 'cancelled') {
          await tx
            .update(fulfilments)
            .set({ status: 'cancelled', lastError: 'Cancelled at Printify', updatedAt: sql`now()` })
            .where(
              and(
                eq(fulfilments.id, f.id),
                inArray(fulfilments.status, ['awaiting_production', 'in_production']),
              ),
            )
        }
        break
      default:
        return { applied: false, reason: 'ignored_type' as const }
    }
    return { applied: true, reason: null }
  })
}
