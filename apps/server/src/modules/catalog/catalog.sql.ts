import { HOLDER_MINIMUM } from '@rdo/contracts'
import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'

/** SQL fragments that build the catalogue's JSON inside PostgreSQL (one round trip, no re-serialising). */

export const isoTime = (col: SQL) => sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export const inventoryStatusSql = sql`case when p.stock <= 0 then 'out_of_stock'
  when p.stock <= p.low_stock_threshold then 'low_stock' else 'in_stock' end`

export const categoryRefSql = sql`case when c.id is null then null
  else json_build_object('id', c.id, 'name', c.name) end`

export const skuSql = sql`upper(left(coalesce(c.name, ''), 3) || left(p.id::text, 8))`

/** The ProductCard fields of `products p left join categories c`. */
export const productCardFields = sql`'id', p.id, 'name', p.name, 'slug', p.slug, 'price_cents', p.price_cents,
  'image_url', p.image_url, 'category', ${categoryRefSql}, 'inventory_status', ${inventoryStatusSql}`

/**
 * Matches the trigram index products_search_trgm_idx, built on
 * lower(name || ' ' || coalesce(description, '')) gin_trgm_ops: the same expression must appear here
 * for the planner to use it. The column side is already lower-cased, so LIKE against the lower-cased
 * pattern is the same test as ILIKE (both are index-supported) without case-folding every candidate
 * row again on recheck.
 */
export function searchCondition(q: string) {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`)
  return sql`lower(p.name || ' ' || coalesce(p.description, '')) like lower(${`%${escaped}%`})`
}

/**
 * PostgreSQL's default random_page_cost (4) models spinning disks; with it, at ~10,000 products the
 * planner prices a sequential scan that lower()s every row (30+ ms) below the trigram index (1-3 ms).
 * Searches run with the SSD value (1.1), scoped to their own transaction.
 */
export async function withSearchPlanner<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local random_page_cost = 1.1`)
    return run(tx)
  })
}

/**
 * The product's drop as its page shows it (times, window, limit): the same for every visitor, so it
 * stays in the cached product data; null without a drop.
 */
const productDropSql = sql`(select json_build_object('id', d.id, 'starts_at', ${isoTime(sql`d.starts_at`)},
    'holder_starts_at', ${isoTime(sql`d.holder_starts_at`)},
    'holder_minimum', case when d.holder_starts_at is null then null
      else coalesce(trim_scale(d.holder_minimum)::text, ${String(HOLDER_MINIMUM)}) end,
    'per_customer_limit', d.per_customer_limit, 'time_zone', d.time_zone)
  from product_drops d where d.product_id = p.id)`

export function detailSelect(where: SQL) {
  return sql`select json_build_object(
    ${productCardFields}, 'sku', ${skuSql}, 'description', p.description,
    'stock', p.stock, 'low_stock_threshold', p.low_stock_threshold, 'weight_grams', p.weight_grams,
    'care_instructions', p.care_instructions, 'fit_description', p.fit_description, 'gender', p.gender,
    'featured', p.featured, 'size_guide', p.size_guide, 'created_at', ${isoTime(sql`p.created_at`)},
    'variants', coalesce((select json_agg(json_build_object('id', v.id, 'size', v.size, 'stock', v.stock,
        'chest', v.chest, 'length', v.length, 'sleeve', v.sleeve) order by v.sort_order, v.created_at)
      from product_variants v where v.product_id = p.id), '[]'::json),
    'colors', coalesce((select json_agg(json_build_object('id', pc.id, 'name', pc.name,
        'color_code', pc.color_code) order by pc.sort_order, pc.created_at)
      from product_colors pc where pc.product_id = p.id), '[]'::json),
    'images', coalesce((select json_agg(json_build_object('id', i.id, 'url', i.url, 'alt_text', i.alt_text,
        'is_primary', i.is_primary, 'display_order', i.display_order, 'color_id', i.color_id)
        order by i.display_order, i.created_at)
      from product_images i where i.product_id = p.id), '[]'::json),
    'materials', coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name,
        'description', m.description, 'percentage', mm.percentage) order by mm.percentage desc, m.name)
      from product_material_mappings mm join product_materials m on m.id = mm.material_id
      where mm.product_id = p.id), '[]'::json),
    'drop', ${productDropSql},
    'rating', (select json_build_object('count', count(*)::int,
        'average', round(avg(r.rating)::numeric, 1)) from product_reviews r where r.product_id = p.id)
  )::text as body
  from products p left join categories c on c.id = p.category_id
  where ${where}`
}
