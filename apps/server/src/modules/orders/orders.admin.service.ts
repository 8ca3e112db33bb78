import crypto from 'node:crypto'
import { asc, eq, sql, type SQL } from 'drizzle-orm'
import {
  ADMIN_ORDER_MESSAGES,
  nextOrderStatuses,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type AdminOrderRow,
  type AdminOrderStatusBody,
  type OrderStatus,
  type PaymentStatus,
} from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { orders, orderStatusEvents } from '../../db/schema/orders.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { orderBy, pageWindow, toPage } from '../../lib/admin-list.ts'
import { writeAudit, type AuditActor } from '../../lib/audit.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import { stockMoved } from '../catalog/index.ts'
import { releaseDiscount } from '../discounts/index.ts'
import { itemsOf, loadOrderDto, toOrderDto } from './order-dto.ts'
import { sendOrderStatusEmail } from './order-emails.ts'
import { planStatusChange } from './order-lifecycle.ts'
import { notifyOrderStatus } from './order-notify.ts'
import { releaseStock } from './order-stock.ts'
import { planRemainder, recordRefund } from './order-refunds.ts'
import { orderFilters } from './orders-admin-filters.ts'

type RefundResult = Awaited<ReturnType<AppContext['payments']['refund']>>

/** From this many orders on, the unfiltered list's total is PostgreSQL's estimate (see countOrders). */
const ESTIMATE_FROM = 10_000

/**
 * The total of a list. Filtered totals are exact, counted through the same indexes as the page. The
 * unfiltered total of a large table is the planner's running estimate (rows per page at the last
 * vacuum or analyze times the table's current pages): counting every order on each page view would
 * cost more than the page itself, and the dashboard's summary card has the exact figure.
 */
async function countOrders(ctx: AppContext, where: SQL | undefined): Promise<number> {
  if (!where) {
    const { rows } = await ctx.db.execute<{ n: string | null }>(sql`
      select (c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::int))::bigint as n
      from pg_class c where c.oid = 'orders'::regclass and c.relpages > 0 and c.reltuples > 0`)
    const estimate = Number(rows[0]?.n ?? 0)
    if (estimate >= ESTIMATE_FROM) return estimate
  }
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${orders} ${where ? sql`where ${where}` : sql``}`,
  )
  return rows[0]?.n ?? 0
}

const SORT_COLUMNS = { created_at: 'created_at', total: 'total_cents' } as const

type ListRow = {
  id: string
  status: OrderStatus
  payment_status: PaymentStatus
  total_cents: number
  created_at: Date | string
  user_id: string | null
  email: string | null
  name: string | null
  item_count: number
}

/**
 * One page of orders. The page is cut from `orders` alone (the status/created and status/total
 * indexes serve filter and sort), and only its rows are joined to their customers and item counts.
 * The count runs alongside on its own connection.
 */
export async function listOrders(
  ctx: AppContext,
  query: AdminOrderListQuery,
): Promise<AdminOrderListResponse> {
  const where = orderFilters(query)
  const whereClause = where ? sql`where ${where}` : sql``
  const { limit, offset } = pageWindow(query)
  const column = SORT_COLUMNS[query.sort]
  const inner = orderBy(sql`${sql.identifier(column)}`, query.dir, sql`id`)
  const outer = orderBy(sql`o.${sql.identifier(column)}`, query.dir, sql`o.id`)
  const [page, total] = await Promise.all([
    ctx.db.execute<ListRow>(sql`
      select o.id, o.status, o.payment_status, o.total_cents, o.created_at, o.user_id,
        u.email, coalesce(p.full_name, u.name) as name,
        (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as item_count
      from (select id, status, payment_status, total_cents, created_at, user_id from ${orders}
            ${whereClause} order by ${inner} limit ${limit} offset ${offset}) o
      left join ${user} u on u.id = o.user_id
      left join ${profiles} p on p.id = o.user_id
      order by ${outer}`),
    countOrders(ctx, where),
  ])
  const items: AdminOrderRow[] = page.rows.map((r) => ({
    id: r.id,
    status: r.status,
    payment_status: r.payment_status,
    total_cents: r.total_cents,
    created_at: new Date(r.created_at).toISOString(),
    customer: r.user_id && r.email ? { id: r.user_id, email: r.email, name: r.name } : null,
    item_count: r.item_count,
  }))
  return toPage(items, total, query)
}

/** The order with its customer, items, payment and timeline; 404 'Order not found'. */
export async function getOrderDetail(ctx: AppContext, orderId: string, db: DbOrTx = ctx.db) {
  const [found] = await db
    .select({ order: orders, email: user.email, accountName: user.name, fullName: profiles.fullName })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .leftJoin(profiles, eq(profiles.id, orders.userId))
    .where(eq(orders.id, orderId))
  if (!found) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound)
  const { order: row } = found
  const items = (await itemsOf(db, [row.id])).get(row.id)!
  const events = await db
    .select({ event: orderStatusEvents, actorEmail: user.email })
    .from(orderStatusEvents)
    .leftJoin(user, eq(user.id, orderStatusEvents.actorId))
    .where(eq(orderStatusEvents.orderId, row.id))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id))
  const dto = toOrderDto(row, items)
  const detail: AdminOrderDetail = {
    id: row.id,
    status: row.status,
    created_at: dto.created_at,
    updated_at: row.updatedAt.toISOString(),
    expires_at: row.status === 'pending_payment' ? dto.expires_at : null,
    customer:
      row.userId && found.email
        ? { id: row.userId, email: found.email, name: found.fullName ?? found.accountName }
        : null,
    contact_email: row.contactEmail,
    items: dto.items,
    subtotal_cents: dto.subtotal_cents,
    shipping_cents: dto.shipping_cents,
    discount_code: dto.discount_code,
    discount_cents: dto.discount_cents,
    shipping_discount_cents: dto.shipping_discount_cents,
    tax_cents: dto.tax_cents,
    shipping_tax_cents: dto.shipping_tax_cents,
    tax_source: dto.tax_source,
    total_cents: dto.total_cents,
    refunded_cents: dto.refunded_cents,
    shipping_address: dto.shipping_address,
    shipping_rate: dto.shipping_rate,
    payment: {
      provider: row.paymentProvider,
      reference: row.paymentReference,
      status: row.paymentStatus,
      paid_at: dto.paid_at,
    },
    timeline: events.map(({ event, actorEmail }) => ({
      id: event.id,
      from: event.fromStatus,
      to: event.toStatus,
      actor: actorEmail ?? 'System',
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    next_statuses: nextOrderStatuses(row.status, row.paymentStatus),
  }
  return detail
}

/**
 * An admin moves an order along its lifecycle, in one transaction with the order row locked: the
 * lifecycle check, the refund through the payment provider (before anything is written, so a refusal
 * changes nothing; one idempotency key per order, so a retry never refunds twice), the new status with
 * the admin and note on the timeline, the stock put back if it was still held, the customer's
 * notification and email, and one audit row.
 */
export async function changeOrderStatus(
  ctx: AppContext,
  actor: AuditActor,
  orderId: string,
  body: AdminOrderStatusBody,
): Promise<AdminOrderDetail> {
  const to = body.status
  const note = body.note?.trim() || null
  const released = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    if (!row) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound)
    const plan = planStatusChange(row.status, to, row.paymentStatus)
    let refund: RefundResult | null = null
    // What is left after any partial refunds is what the provider gives back now.
    const remainder = plan.refund ? await planRemainder(tx, row) : null
    if (remainder) {
      refund = await ctx.payments.refund({
        provider: row.paymentProvider,
        reference: row.paymentReference,
        amountCents: remainder.amountCents,
        idempotencyKey: `order-refund:${row.id}`,
        orderId: row.id,
      })
    }
    try {
      if (refund && remainder) {
        // Recorded as a refund of every unit left (the stock follows the status change below).
        await recordRefund(ctx, tx, row, remainder, {
          id: crypto.randomUUID(),
          idempotencyKey: `order-refund:${row.id}`,
          actor,
          provider: refund,
          setStatus: false,
          email: false,
          audit: false,
        })
      }
      // The timeline trigger reads these for the status_events row of this change.
      await tx.execute(
        sql`select set_config('rdo.actor_id', ${actor.id}, true), set_config('rdo.status_note', ${note ?? ''}, true)`,
      )
      const paymentStatus: PaymentStatus = plan.refund ? 'refunded' : row.paymentStatus
      const [updated] = await tx
        .update(orders)
        .set({ status: to, paymentStatus, updatedAt: sql`now()` })
        .where(eq(orders.id, row.id))
        .returning()
      if (plan.releaseStock) await releaseStock(tx, row.id)
      // An unpaid order cancelled from the back office gives its code's use back, as expiry does; a
      // paid order keeps it (the code was used).
      if (to === 'cancelled' && row.status === 'pending_payment' && row.paymentStatus !== 'paid') {
        await releaseDiscount(tx, row.id)
      }
      // Marked shipped or delivered by hand: every line that was not yet is now (the customer's page
      // and the fulfilment queue read the lines).
      if (to === 'shipped' || to === 'delivered') {
        const behind =
          to === 'shipped' ? ['processing', 'in_production'] : ['processing', 'in_production', 'shipped']
        await tx.execute(sql`update order_items set fulfilment_state = ${to}
          where order_id = ${row.id} and fulfilment_state in (${sql.join(
            behind.map((s) => sql`${s}`),
            sql`, `,
          )})`)
        await tx.execute(sql`update fulfilments set status = ${to}, updated_at = now()
          where order_id = ${row.id} and status not in ('failed', 'cancelled', ${to})`)
      }
      await notifyOrderStatus(tx, { userId: row.userId, orderId: row.id, event: plan.notice, status: to })
      // A deleted account's order keeps no person to write to.
      if (row.userId && row.contactEmail) {
        await sendOrderStatusEmail(ctx, {
          order: await loadOrderDto(tx, updated!),
          userId: row.userId,
          to: row.contactEmail,
          status: to,
          refunded: Boolean(refund),
          refundedCents: remainder?.amountCents,
          tx,
        })
      }
      await writeAudit(tx, actor, {
        action: 'order.status_change',
        entity: 'order',
        entityId: row.id,
        before: { status: row.status, payment_status: row.paymentStatus },
        after: {
          status: to,
          payment_status: paymentStatus,
          note,
          stock_released: plan.releaseStock,
          refund: refund && {
            provider: refund.provider,
            id: refund.id,
            amount_cents: remainder?.amountCents ?? 0,
          },
        },
      })
      return plan.releaseStock
    } catch (err) {
      if (refund) {
        // The provider has refunded: a retry of this change finds the same refund by its key.
        ctx.log.error('Order refunded at the provider but its status change failed', {
          orderId: row.id,
          refundId: refund.id,
        })
      }
      throw err
    }
  })
  if (released) stockMoved(ctx)
  return getOrderDetail(ctx, orderId)
}
