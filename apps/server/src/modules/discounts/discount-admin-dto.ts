import {
  discountCodeStatus,
  type AdminDiscountCode,
  type DiscountCodeInput,
  type DiscountCodeStats,
} from '@rdo/contracts'
import { and, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { discountCodes } from '../../db/schema/discounts.ts'
import { orders } from '../../db/schema/orders.ts'

export type DiscountCodeRow = typeof discountCodes.$inferSelect

/** Orders whose payment came in and still stands (a fully refunded order no longer counts). */
export const PAID_PAYMENT_STATUSES = ['paid', 'partially_refunded'] as const

const NO_STATS: DiscountCodeStats = { orders: 0, revenue_cents: 0, discount_given_cents: 0 }

/**
 * The paid orders of the given codes, summed per code in one grouped read on the orders'
 * discount_code_id index: only the codes asked for (a list page's), never the whole table.
 */
export async function discountStats(db: DbOrTx, ids: string[]): Promise<Map<string, DiscountCodeStats>> {
  const stats = new Map(ids.map((id) => [id, NO_STATS]))
  if (ids.length === 0) return stats
  const rows = await db
    .select({
      id: orders.discountCodeId,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalCents}), 0)`,
      given: sql<string>`coalesce(sum(${orders.discountCents}), 0)`,
    })
    .from(orders)
    .where(
      and(inArray(orders.discountCodeId, ids), inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES])),
    )
    .groupBy(orders.discountCodeId)
  for (const r of rows) {
    stats.set(r.id!, {
      orders: r.orders,
      revenue_cents: Number(r.revenue),
      discount_given_cents: Number(r.given),
    })
  }
  return stats
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function toAdminDiscount(
  row: DiscountCodeRow,
  stats: DiscountCodeStats = NO_STATS,
  nowMs = Date.now(),
): AdminDiscountCode {
  const dto = {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    scope: row.scope,
    product_ids: row.productIds,
    category_ids: row.categoryIds,
    min_subtotal_cents: row.minSubtotalCents,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    time_zone: row.timeZone,
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    allow_drop_products: row.allowDropProducts,
    active: row.active,
    uses: row.uses,
    stats,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
  return { ...dto, status: discountCodeStatus(dto, nowMs) }
}

/**
 * The columns an admin sets, from a checked body: the amount of the code's kind only, and the targets
 * of its scope only (a code scoped to the whole order names no products).
 */
export function discountColumns(body: DiscountCodeInput) {
  return {
    code: body.code,
    description: body.description,
    kind: body.kind,
    percentOff: body.kind === 'percentage' ? body.percent_off! : null,
    amountOffCents: body.kind === 'fixed' ? body.amount_off_cents! : null,
    scope: body.scope,
    productIds: body.scope === 'products' ? [...new Set(body.product_ids)] : [],
    categoryIds: body.scope === 'categories' ? [...new Set(body.category_ids)] : [],
    minSubtotalCents: body.min_subtotal_cents,
    startsAt: body.starts_at ? new Date(body.starts_at) : null,
    endsAt: body.ends_at ? new Date(body.ends_at) : null,
    timeZone: body.time_zone,
    usageLimit: body.usage_limit ?? null,
    perCustomerLimit: body.per_customer_limit ?? null,
    allowDropProducts: body.allow_drop_products,
    active: body.active,
  }
}

/** What the audit log keeps of a code: what an admin sets, and the uses at that moment. */
export function auditSnapshot(row: DiscountCodeRow) {
  const { uses, status, stats: _stats, created_at: _c, updated_at: _u, ...rest } = toAdminDiscount(row)
  return { ...rest, uses, status }
}
