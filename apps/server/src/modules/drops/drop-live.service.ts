import type { DropLiveResponse } from '@rdo/contracts'
import { eq, sql } from 'drizzle-orm'
import { products } from '../../db/schema/catalog.ts'
import { productDrops } from '../../db/schema/drops.ts'
import { isUuid } from '../../lib/access.ts'
import type { AppContext } from '../../types.ts'
import { dropNotFound } from './admission.service.ts'
import { toAdminDrop } from './drop-dto.ts'
import { heldUnitsSql, remainingStockSql } from './drop-rules.ts'

/**
 * The running drop as the admin watches it (polled every second): `units_left` is what a new arrival
 * could still get (stock not yet ordered, less the units held by live admissions); sales count the
 * product's orders that are not cancelled, placed since the drop opened to anyone.
 */
export async function dropLive(ctx: AppContext, dropId: string): Promise<DropLiveResponse> {
  if (!isUuid(dropId)) throw dropNotFound()
  const [row] = await ctx.db
    .select({
      drop: productDrops,
      product: { id: products.id, name: products.name, slug: products.slug },
      stock: sql<number>`${remainingStockSql(productDrops.productId)}::int`,
      held: sql<number>`${heldUnitsSql(productDrops.id)}`,
      queue: sql<number>`(select count(*)::int from drop_admissions a
        where a.drop_id = ${productDrops.id} and a.status = 'active' and a.expires_at > now())`,
      admissions: sql<number>`(select count(*)::int from drop_admissions a where a.drop_id = ${productDrops.id})`,
    })
    .from(productDrops)
    .innerJoin(products, eq(products.id, productDrops.productId))
    .where(eq(productDrops.id, dropId))
  if (!row) throw dropNotFound()
  const opened = row.drop.holderStartsAt ?? row.drop.startsAt
  const { rows } = await ctx.db.execute<{ orders: number; units: number; recent: number }>(sql`
    select count(distinct o.id)::int as orders, coalesce(sum(i.quantity), 0)::int as units,
      count(distinct o.id) filter (where o.created_at > now() - interval '10 seconds')::int as recent
    from order_items i join orders o on o.id = i.order_id
    where i.product_id = ${row.product.id} and o.status <> 'cancelled' and o.created_at >= ${opened}`)
  const sold = rows[0] ?? { orders: 0, units: 0, recent: 0 }
  return {
    drop: toAdminDrop(row.drop),
    product: row.product,
    units_left: Math.max(0, (row.stock ?? 0) - row.held),
    held_units: row.held,
    queue_length: row.queue,
    in_line: ctx.runtimes.drops.lines.length(row.drop.id),
    admissions_total: row.admissions,
    orders_total: sold.orders,
    units_sold: sold.units,
    orders_per_second: sold.recent / 10,
    refusals: ctx.runtimes.drops.pulse.refusalsOf(row.drop.id),
  }
}
