import { sql, type SQL } from 'drizzle-orm'
import { CATALOG_MESSAGES, RELATED_PRODUCTS_LIMIT } from '@rdo/contracts'
import type { DbOrTx } from '../../db/client.ts'
import { NotFound } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import {
  detailSelect,
  isoTime,
  productCardFields,
  searchCondition,
  skuSql,
  withSearchPlanner,
} from './catalog.sql.ts'
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts'

/**
 * Public catalogue reads are cached per app for two seconds (`ctx.caches.catalog`, catalog-cache.ts).
 * The database announces every committed catalogue change to all instances, which then clear their
 * catalogue and page caches. Call this after this app changed products, variants, prices or stock, so
 * that its own next read is fresh without waiting for that announcement.
 */
export function invalidateCatalog(ctx: AppContext) {
  ctx.caches.clear()
}

/**
 * Call this after this app moved stock only (orders placed, cancelled or expired): the next reader
 * waits for fresh data, but readers arriving meanwhile get the previous copy at once. During a drop
 * every order moves stock, and a full clear per order would queue the whole crowd behind each reload.
 */
export function stockMoved(ctx: AppContext) {
  ctx.caches.soften()
}

type ListInput = { q?: string; category?: string; limit: number; offset: number }

async function bodyOf(db: DbOrTx, query: SQL): Promise<string | null> {
  const res = await db.execute<{ body: string }>(query)
  return res.rows[0]?.body ?? null
}

function listWhere({ q, category }: ListInput): SQL {
  // Partner store products are sold in their partner's store, not in the shop's own catalogue.
  const parts: SQL[] = [sql`p.active`, sql`p.partner_design_id is null`]
  if (q) parts.push(searchCondition(q))
  if (category) {
    parts.push(sql`p.category_id = (select id from categories
      where slug = ${category} or id::text = ${category} limit 1)`)
  }
  return sql.join(parts, sql` and `)
}

/** Active products, newest first, with the total for pagination: one statement, JSON built in SQL. */
export function listProductsSql(input: ListInput): SQL {
  const where = listWhere(input)
  return sql`select json_build_object(
    'items', coalesce((select json_agg(json_build_object(${productCardFields}, 'sku', ${skuSql},
        'created_at', ${isoTime(sql`p.created_at`)}) order by p.created_at desc, p.id desc)
      from (select * from products p where ${where}
        order by p.created_at desc, p.id desc limit ${input.limit} offset ${input.offset}) p
      left join categories c on c.id = p.category_id), '[]'::json),
    'total', (select count(*) from products p where ${where})
  )::text as body`
}

export function listProducts(ctx: AppContext, input: ListInput): Promise<JsonBody> {
  const q = input.q?.trim() || undefined
  const category = input.category?.trim() || undefined
  const key = `list\u0000${q ?? ''}\u0000${category ?? ''}\u0000${input.limit}\u0000${input.offset}`
  return ctx.caches.catalog.get(key, async () => {
    const query = listProductsSql({ ...input, q, category })
    return jsonBody(
      (q ? await withSearchPlanner(ctx.db, (tx) => bodyOf(tx, query)) : await bodyOf(ctx.db, query))!,
    )
  }) as Promise<JsonBody>
}

export function listCategories(ctx: AppContext): Promise<JsonBody> {
  return ctx.caches.catalog.get('categories', async () => {
    const body = await bodyOf(
      ctx.db,
      sql`select json_build_object('items', coalesce(json_agg(json_build_object(
        'id', id, 'name', name, 'slug', slug) order by name), '[]'::json))::text as body from categories`,
    )
    return jsonBody(body!)
  }) as Promise<JsonBody>
}

/** The product page's data: active products only. */
export async function getProductBySlug(ctx: AppContext, slug: string): Promise<JsonBody> {
  const found = await ctx.caches.catalog.get(`detail\u0000${slug}`, async () => {
    const body = await bodyOf(ctx.db, detailSelect(sql`p.slug = ${slug} and p.active`))
    return body ? jsonBody(body) : null
  })
  if (!found) throw new NotFound(CATALOG_MESSAGES.productNotFound)
  return found
}

/** Up to four other active products of the same category, newest first. */
export async function listRelated(ctx: AppContext, slug: string): Promise<JsonBody> {
  const found = await ctx.caches.catalog.get(`related\u0000${slug}`, async () => {
    const res = await ctx.db.execute<{ body: string | null; found: boolean }>(
      sql`select exists(select 1 from products where slug = ${slug} and active) as found,
        (select coalesce(json_agg(json_build_object(${productCardFields}) order by p.created_at desc, p.id desc),
          '[]'::json)::text
        from (select r.* from products r join products self on self.slug = ${slug} and self.active
          where r.category_id = self.category_id and r.active and r.id <> self.id
            and r.partner_design_id is null
          order by r.created_at desc, r.id desc limit ${RELATED_PRODUCTS_LIMIT}) p
        left join categories c on c.id = p.category_id) as body`,
    )
    const row = res.rows[0]
    return row?.found ? jsonBody(`{"items":${row.body}}`) : null
  })
  if (!found) throw new NotFound(CATALOG_MESSAGES.productNotFound)
  return found
}
