import { and, eq, sql } from 'drizzle-orm'
import { FULFILMENT_MESSAGES as M, PRINTIFY_MESSAGES } from '@rdo/contracts'
import { fulfilments, printifyVariantLinks } from '../../db/schema/fulfilment.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import type { AppContext } from '../../types.ts'
import {
  PrintifyAuthError,
  PrintifyRequestError,
  printifyClientFor,
  type PrintifyClient,
  type PrintifyOrderInput,
} from '../printify/index.ts'
import { advanceLines } from './order-progress.ts'
import { readFulfilmentSettings } from './settings.ts'

/** How long one worker holds a submission while it talks to Printify. */
const LEASE_SECONDS = 120
/** How far back the search for an order an earlier attempt may have created looks. */
const LOOKUP_PAGES = 20

/** Printify refused the order (an address, a variant): retrying the same request will not help. */
class FinalFailure extends Error {}

type Claim = Awaited<ReturnType<typeof claim>>

/**
 * Takes the submission for this worker: only a pending one, or one whose last worker's lease ran out
 * (it may have crashed after Printify created the order: `recovering` says to look for it first).
 */
async function claim(ctx: AppContext, fulfilmentId: string) {
  return ctx.db.transaction(async (tx) => {
    const [f] = await tx.select().from(fulfilments).where(eq(fulfilments.id, fulfilmentId)).for('update')
    if (!f || f.provider !== 'printify' || !['pending', 'submitting'].includes(f.status)) return null
    if (f.status === 'submitting' && f.leaseUntil && f.leaseUntil > new Date()) return 'busy' as const
    const [order] = await tx.select().from(orders).where(eq(orders.id, f.orderId))
    const payable = order && (order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded')
    if (!payable || ['cancelled', 'refunded'].includes(order.status)) {
      await tx
        .update(fulfilments)
        .set({ status: 'cancelled', leaseUntil: null, updatedAt: sql`now()` })
        .where(eq(fulfilments.id, f.id))
      return null
    }
    const lines = await tx
      .select({
        id: orderItems.id,
        name: orderItems.name,
        size: orderItems.size,
        color: orderItems.color,
        // Units refunded before the submission are not made.
        quantity: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`,
        link: printifyVariantLinks,
      })
      .from(orderItems)
      .leftJoin(
        printifyVariantLinks,
        and(
          eq(printifyVariantLinks.productId, orderItems.productId),
          sql`lower(${printifyVariantLinks.size}) = lower(coalesce(${orderItems.size}, ''))`,
          sql`lower(${printifyVariantLinks.color}) = lower(coalesce(${orderItems.color}, ''))`,
        ),
      )
      .where(
        and(eq(orderItems.fulfilmentId, f.id), sql`${orderItems.refundedQuantity} < ${orderItems.quantity}`),
      )
    if (!lines.length) {
      // Every unit was refunded before it could be made: nothing to send.
      await tx
        .update(fulfilments)
        .set({ status: 'cancelled', leaseUntil: null, updatedAt: sql`now()` })
        .where(eq(fulfilments.id, f.id))
      return null
    }
    await tx
      .update(fulfilments)
      .set({
        status: 'submitting',
        attempts: sql`${fulfilments.attempts} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        updatedAt: sql`now()`,
      })
      .where(eq(fulfilments.id, f.id))
    // Any earlier attempt may have reached Printify before failing or crashing.
    return { fulfilment: f, order, lines, recovering: f.attempts > 0 || f.status === 'submitting' }
  })
}

const label = (l: { name: string; size: string | null; color: string | null }) =>
  [l.name, [l.size, l.color].filter(Boolean).join(' / ')].filter(Boolean).join(' ')

/** Checks every line is linked and, asking Printify now, still made; refreshes the stored availability. */
async function checkLines(ctx: AppContext, client: PrintifyClient, c: NonNullable<Exclude<Claim, 'busy'>>) {
  const unlinked = c.lines.filter((l) => !l.link)
  if (unlinked.length) throw new FinalFailure(M.notLinked(unlinked.map(label).join(', ')))
  const links = c.lines.map((l) => l.link!)
  const shopIds = new Set(links.map((l) => l.shopId))
  if (shopIds.size > 1) throw new FinalFailure('The lines belong to different Printify shops')
  const shopId = links[0]!.shopId
  const unavailable: string[] = []
  for (const productId of new Set(links.map((l) => l.printifyProductId))) {
    const found = await client.getProduct(shopId, productId)
    const variants = found?.ok ? found.product.variants : []
    for (const line of c.lines.filter((l) => l.link!.printifyProductId === productId)) {
      const v = variants.find((x) => x.id === line.link!.printifyVariantId)
      const available = Boolean(v && v.is_enabled && v.is_available !== false)
      if (!available) unavailable.push(label(line))
      if (available !== line.link!.available) {
        await ctx.db
          .update(printifyVariantLinks)
          .set({ available, updatedAt: sql`now()` })
          .where(
            and(
              eq(printifyVariantLinks.productId, line.link!.productId),
              eq(printifyVariantLinks.size, line.link!.size),
              eq(printifyVariantLinks.color, line.link!.color),
            ),
          )
      }
    }
  }
  if (unavailable.length) throw new FinalFailure(M.outOfStockAtProvider(unavailable.join(', ')))
  return shopId
}

/** The order an earlier attempt created, found by our order id among the shop's newest orders. */
async function findCreated(client: PrintifyClient, shopId: number, externalId: string) {
  for (let page = 1; page <= LOOKUP_PAGES; page++) {
    const res = await client.listOrders(shopId, page, 50)
    const hit = res.data.find(
      (o) =>
        o.external_id === externalId ||
        (o as { metadata?: { shop_order_id?: unknown } }).metadata?.shop_order_id === externalId,
    )
    if (hit) return hit.id
    if (page >= res.last_page) return null
  }
  return null
}

function orderInput(c: NonNullable<Exclude<Claim, 'busy'>>): PrintifyOrderInput {
  const a = c.order.shippingAddress
  const [first = '', ...rest] = a.name.trim().split(/\s+/)
  return {
    external_id: c.order.id,
    label: c.order.id.slice(0, 8).toUpperCase(),
    line_items: c.lines.map((l) => ({
      product_id: l.link!.printifyProductId,
      variant_id: l.link!.printifyVariantId,
      quantity: l.quantity,
    })),
    shipping_method: /express|priority|overnight/i.test(c.order.shippingRate?.service ?? '') ? 2 : 1,
    send_shipping_notification: false,
    address_to: {
      first_name: first,
      last_name: rest.join(' ') || first,
      email: c.order.contactEmail ?? '',
      country: a.country,
      region: a.state,
      address1: a.address,
      address2: a.address2,
      city: a.city,
      zip: a.postal_code,
    },
  }
}

/**
 * Submits one order's Printify part. Exactly one Printify order per fulfilment: one worker at a time
 * holds it (a lease), and any attempt after the first looks for the order an earlier one may have
 * created (Printify keeps our order id as its external id) before creating it. Once created it is sent
 * to production when the setting says so. A refusal (address, variant) fails it at once with
 * Printify's reason; a 429, 5xx or network failure is thrown for the job queue to retry, and on the
 * last try fails it.
 */
export async function submitPrintifyFulfilment(
  ctx: AppContext,
  fulfilmentId: string,
  { lastTry }: { lastTry: boolean },
) {
  const client = printifyClientFor(ctx)
  const c = await claim(ctx, fulfilmentId)
  if (c === 'busy') throw new Error('Another worker is submitting this order')
  if (c) await create(ctx, client, c, lastTry)
  const [f] = await ctx.db.select().from(fulfilments).where(eq(fulfilments.id, fulfilmentId))
  // Created with "Send to production automatically" on (the lease marks it): send it now.
  if (client && f?.status === 'awaiting_production' && f.leaseUntil) {
    try {
      await sendToProduction(ctx, client, fulfilmentId)
    } catch (err) {
      const reason = reasonOf(err)
      const retry = !lastTry && retryable(err)
      await ctx.db
        .update(fulfilments)
        .set({ lastError: reason, ...(retry ? {} : { leaseUntil: null }), updatedAt: sql`now()` })
        .where(eq(fulfilments.id, fulfilmentId))
      if (retry) throw err
    }
  }
}

const reasonOf = (err: unknown) =>
  err instanceof PrintifyRequestError ? (err.reason ?? err.message) : ((err as Error)?.message ?? 'error')

/** 429, 5xx and network failures are worth another try; a refusal or a rejected key are not. */
const retryable = (err: unknown) =>
  !(err instanceof FinalFailure) &&
  !(err instanceof PrintifyAuthError) &&
  !(
    err instanceof PrintifyRequestError &&
    err.status !== null &&
    err.status >= 400 &&
    err.status < 500 &&
    err.status !== 429
  )

async function create(
  ctx: AppContext,
  client: PrintifyClient | null,
  c: NonNullable<Exclude<Claim, 'busy'>>,
  lastTry: boolean,
) {
  const fulfilmentId = c.fulfilment.id
  const fail = (reason: string) =>
    ctx.db
      .update(fulfilments)
      .set({ status: 'failed', lastError: reason, leaseUntil: null, updatedAt: sql`now()` })
      .where(eq(fulfilments.id, fulfilmentId))
  try {
    if (!client) throw new FinalFailure(PRINTIFY_MESSAGES.notConfigured)
    const shopId = await checkLines(ctx, client, c)
    const existing = c.recovering ? await findCreated(client, shopId, c.order.id) : null
    const printifyId = existing ?? (await client.createOrder(shopId, orderInput(c))).id
    const { auto_send_to_production: auto } = await readFulfilmentSettings(ctx.db)
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(fulfilments)
        .set({
          status: 'awaiting_production',
          providerOrderId: printifyId,
          providerShopId: shopId,
          lastError: null,
          leaseUntil: auto ? sql`now()` : null,
          submittedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(fulfilments.id, fulfilmentId))
      for (const l of c.lines) {
        await tx
          .update(orderItems)
          .set({
            providerProductId: l.link!.printifyProductId,
            providerVariantId: String(l.link!.printifyVariantId),
            providerSku: l.link!.sku,
          })
          .where(eq(orderItems.id, l.id))
      }
    })
  } catch (err) {
    if (err instanceof PrintifyAuthError) return void (await fail(PRINTIFY_MESSAGES.keyRejected))
    const reason = reasonOf(err)
    if (!retryable(err) || lastTry) return void (await fail(reason))
    ctx.log.warn('Printify submission failed; it will be retried', { fulfilmentId, reason })
    // Keep the claim (an order may exist at Printify): the next try looks for it before creating one.
    await ctx.db
      .update(fulfilments)
      .set({ lastError: reason, leaseUntil: null, updatedAt: sql`now()` })
      .where(eq(fulfilments.id, fulfilmentId))
    throw err
  }
}

/** Asks Printify to start production of a created order and marks its lines in production. */
export async function sendToProduction(ctx: AppContext, client: PrintifyClient, fulfilmentId: string) {
  const [f] = await ctx.db.select().from(fulfilments).where(eq(fulfilments.id, fulfilmentId))
  if (!f?.providerOrderId || !f.providerShopId) return
  await client.sendToProduction(f.providerShopId, f.providerOrderId)
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(fulfilments)
      .set({ status: 'in_production', leaseUntil: null, updatedAt: sql`now()` })
      .where(and(eq(fulfilments.id, fulfilmentId), eq(fulfilments.status, 'awaiting_production')))
      .returning()
    if (!row) return
    const ids = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.fulfilmentId, fulfilmentId))
    await advanceLines(
      ctx,
      tx,
      row.orderId,
      ids.map((i) => i.id),
      'in_production',
    )
  })
}
