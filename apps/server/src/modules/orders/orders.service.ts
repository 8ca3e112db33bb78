import crypto from 'node:crypto'
import { ORDER_MESSAGES, type createOrderBody, type Order } from '@rdo/contracts'
import type { z } from 'zod'
import type { DbOrTx } from '../../db/client.ts'
import { orderItems, orders } from '../../db/schema/orders.ts'
import { Conflict, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts'
import type { AppContext, SessionUser } from '../../types.ts'
import { stockMoved } from '../catalog/index.ts'
import {
  claimDropAdmissions,
  holdScriptedRefusal,
  precheckDropOrder,
  readDropClaims,
} from '../drops/index.ts'
import { discountRefused, findCodeFor, redeemDiscount } from '../discounts/index.ts'
import { loadCheckoutFacts, priceWithFacts } from './checkout-pricing.ts'
import { loadOrderDto, toOrderDto } from './order-dto.ts'
import { newOrderEmailFacts, newOrderLines, newOrderValues } from './order-rows.ts'
import { recordOrderConfirmation } from './order-emails.ts'
import { closeCartForOrder } from '../carts/index.ts'
import { findOrderByKey, readPlacingOrders, requestHash } from './order-idempotency.ts'
import {
  assertUnpaidBelowCap,
  capUnitsPerProduct,
  lockCustomerOrders,
  mergeLines,
  releaseSupersededOrders,
} from './order-limits.ts'
import { resolveLines } from './order-lines.ts'
import { reserveStock, stockShortAtCommit, stockTakeAtCommit, type StockLine } from './order-stock.ts'

export type CreateOrderInput = z.output<typeof createOrderBody>

const ORDER_KEY_INDEX = 'orders_user_idempotency_key_idx'

/**
 * Creates a pending_payment order in one transaction: prices from the database (anything the client
 * sent is ignored), duplicate lines merged, the chosen shipping rate re-quoted, the customer's older
 * unpaid order for the same items released, stock reserved atomically, the confirmation email queued.
 * Expires in 30 minutes.
 *
 * With an idempotency key, a retry of the same checkout answers with the order the first attempt
 * placed (`created: false`), even when that attempt's answer was lost. One customer's placements run
 * one at a time (an advisory lock), so the retry finds the committed order; the unique index on
 * (user, key) backs that up.
 */
export async function createOrder(
  ctx: AppContext,
  user: SessionUser,
  body: CreateOrderInput,
  idempotencyKey?: string,
): Promise<{ order: Order; created: boolean }> {
  const a = body.shipping_address
  const merged = mergeLines(body.items)
  const hash = idempotencyKey ? requestHash(merged, body) : null
  const replay = async (db: DbOrTx) => {
    const prior = idempotencyKey ? await findOrderByKey(db, user.id, idempotencyKey, hash!) : null
    return prior && { order: await loadOrderDto(db, prior), created: false }
  }
  // Drop rules that need no transaction first: an order without a place in a drop is refused here.
  // A retry of an order that was placed (its place now used) gets that order back instead; only a
  // customer who has ordered the drop's product can be sending one.
  const refused = await precheckDropOrder(
    ctx,
    user.id,
    merged.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
  )
  if (refused) {
    const prior = refused.ordered ? await replay(ctx.db) : null
    if (prior) return prior
    // An order without a place (what a script sends) waits for its refusal, like its other floods.
    await holdScriptedRefusal(ctx, refused.refusal)
    throw refused.refusal
  }
  const placing = ctx.runtimes.orders
  const address = { country: a.country, state: a.state, postal_code: a.postal_code }
  // The confirmation's queue, so that its job goes out with the order's writes (made once per process).
  // Should it fail, the order goes on: its confirmation is written alone, and the outbox sweep queues it.
  await ctx.mailer.prepare().catch((err: unknown) => ctx.log.warn('The email queue is not ready', { err }))
  let result: { order: Order; created: boolean }
  // What the order takes from stock, for the 409 when its take fails the commit.
  let taken: StockLine[] = []
  try {
    const placedOrAnswer = await placing.slots(() =>
      placing.db.transaction(async (tx) => {
        // The order's connection sends statements without waiting for the answers before them
        // (orders-runtime.ts): what does not depend on another's answer goes out together, one round
        // trip on a busy event loop instead of one each. First the customer's lock, then behind it what
        // the placement reads under it: their orders, the drops of the products with their places, the
        // products (prices, sizes, colours, images) and the destination's tax. A failure of the
        // products' read (a product gone) counts only once the order is known not to be a retry of one
        // already placed.
        const [, placed, drops, [linesRead, taxRead]] = await Promise.all([
          lockCustomerOrders(tx, user.id),
          readPlacingOrders(tx, user.id, idempotencyKey ?? null, hash),
          readDropClaims(tx, user.id, [...new Set(merged.map((l) => l.product_id))]),
          Promise.allSettled([
            resolveLines(tx, merged),
            loadCheckoutFacts(ctx, tx, { userId: user.id, address }),
          ]),
        ])
        if (placed.prior) return { order: await loadOrderDto(tx, placed.prior), created: false }
        const lines = settled(linesRead)
        capUnitsPerProduct(lines)
        // A drop's product needs the customer's place in the drop (its window, limit and admission).
        const useAdmissions = await claimDropAdmissions(
          ctx,
          tx,
          user.id,
          lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
          drops,
        )
        const { notifyWishlists, unpaid } = await releaseSupersededOrders(
          tx,
          lines.map((l) => ({
            productId: l.product.id,
            variantId: l.variant?.id ?? null,
            color: l.color?.name ?? null,
          })),
          placed.unpaid,
        )
        assertUnpaidBelowCap(unpaid)
        // The code is read after the superseded orders gave back their use of it: placing the same
        // cart again with the same code finds it free.
        const code = body.discount_code ? await findCodeFor(tx, body.discount_code, user.id) : undefined
        const priced = await priceWithFacts(
          ctx,
          tx,
          lines,
          { ...settled(taxRead), code },
          { address, rateId: body.shipping_rate_id },
        )
        const { pricing, discount, taxSource } = priced
        // Always priced: the body requires a rate id, and an unknown one was refused above.
        const rate = priced.rate!
        if (discount && !discount.ok) throw discountRefused(discount)
        const useCode = discount?.ok ? discount.code : null
        const orderId = crypto.randomUUID()
        const items = newOrderLines(orderId, lines, pricing)
        taken = lines.map((l) => ({
          productId: l.product.id,
          productName: l.product.name,
          variantId: l.variant?.id ?? null,
          size: l.variant?.size ?? null,
          quantity: l.quantity,
        }))
        // The order, its lines and (see below) its stock take in one statement. The contended rows —
        // the stock of a product everyone is buying — are changed as the transaction commits, so each
        // order locks them only for its commit. An order that gave back a superseded order's stock (its
        // rows already locked) takes its own at once, so that its wishlist step sees the net change.
        const lineInsert = tx.$with('order_lines').as(tx.insert(orderItems).values(items))
        const writes = notifyWishlists
          ? [lineInsert]
          : [lineInsert, tx.$with('stock_take').as(stockTakeAtCommit(tx, orderId, taken))]
        const values = newOrderValues({
          orderId,
          user,
          address: a,
          priced: { pricing, taxSource, rate, code: useCode },
          idempotencyKey: idempotencyKey ?? null,
          hash,
        })
        // The order's last round trip: its insert, sent first, then what names it: the customer's cart,
        // which becomes this order (a reminder sent for it counts the order as its own), the drop place,
        // the customer's own row outside the contended part, used before the commit takes the stock,
        // and the confirmation with its delivery job (they exist exactly when the order does).
        // Each is one statement, sent without waiting for an answer (the job's after a few microtasks,
        // never a turn): anything that waited would go out after the commit. The first failure in the order they were sent
        // is the one thrown (those behind it fail only because the transaction was aborted).
        const placedRows = firstFailure([
          tx
            .with(...writes)
            .insert(orders)
            .values(values)
            .returning()
            .execute(),
          closeCartForOrder(tx, user.id, orderId),
          useAdmissions(orderId),
          // Last: its job's statement leaves a few microtasks after the others.
          recordOrderConfirmation(ctx, {
            order: newOrderEmailFacts(values, items),
            userId: user.id,
            to: user.email,
            firstName: a.first_name,
            tx,
          }),
        ])
        const placedOrder = async () => {
          const [[row]] = await placedRows
          const order = toOrderDto(
            row!,
            items.map((i, n) => ({ ...i, productSlug: lines[n]!.product.slug, shipment: null })),
          )
          return { order, created: true as boolean }
        }
        if (notifyWishlists || useCode) {
          const answer = await placedOrder()
          if (notifyWishlists) {
            await reserveStock(tx, taken)
            await notifyWishlists()
          }
          // The code's row last of all: concurrent checkouts for its last use queue here, briefly.
          if (useCode) {
            await redeemDiscount(tx, {
              codeId: useCode.id,
              orderId,
              userId: user.id,
              discountCents: pricing.discountCents,
            })
          }
          return answer
        }
        // Nothing else to do: the commit goes out right behind these writes, before their answers.
        // Should one of them fail, the database rolls the transaction back at the commit, and the
        // failure is thrown once the transaction returns. Waiting one tick lets every write started
        // above reach the connection before the commit does.
        placedRows.catch(() => {})
        await new Promise((resolve) => process.nextTick(resolve))
        return placedOrder
      }),
    )
    // The writes' answers, which came with the commit's.
    result = typeof placedOrAnswer === 'function' ? await placedOrAnswer() : placedOrAnswer
  } catch (err) {
    const short = await stockShortAtCommit(ctx.db, err, taken)
    if (short) throw short
    // A product or size deleted since the lines were read: the order's lines no longer name it.
    if (isForeignKeyViolation(err, 'order_items')) {
      throw new Conflict(ORDER_MESSAGES.productUnavailable, 'PRODUCT_UNAVAILABLE')
    }
    const prior = isUniqueViolation(err, ORDER_KEY_INDEX) ? await replay(ctx.db) : null
    if (!prior) throw err
    result = prior
  }
  if (result.created) stockMoved(ctx)
  return result
}

/** The values of statements sent together, or the error of the first one sent that failed. */
async function firstFailure<T extends readonly unknown[]>(
  sent: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settledAll = await Promise.allSettled(sent)
  const failed = settledAll.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) throw failed.reason
  return settledAll.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T
}

/** The value of a settled read, or its error. */
function settled<T>(read: PromiseSettledResult<T>): T {
  if (read.status === 'rejected') throw read.reason
  return read.value
}
