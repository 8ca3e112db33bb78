import { sql } from 'drizzle-orm'
import {
  PARTNER_PRODUCT_TYPES,
  PARTNER_STORE_LIST_SIZE,
  PARTNER_STORE_PAGE_SIZE,
  type PartnerStoreListResponse,
  type PartnerStoreProduct,
  type PartnerStoreQuery,
  type PartnerStoreResponse,
} from '@rdo/contracts'
import { isUuid } from '../../lib/access.ts'
import { cachedBody, type JsonBody } from '../../lib/http-cache.ts'
import type { AppContext } from '../../types.ts'

/**
 * The public partner stores. Bodies are kept in the catalogue's short cache: any change to products,
 * colours or sizes (a design approved, stock sold) clears it on every instance; a project's own
 * approval shows within the cache's window.
 */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())
const TYPE_ORDER = sql.raw(`array[${PARTNER_PRODUCT_TYPES.map((t) => `'${t}'`).join(',')}]::text[]`)

/** The newest approved stores, for the programme page. */
export async function listStores(ctx: AppContext): Promise<JsonBody> {
  const body = await ctx.caches.catalog.get('partner-stores', async () => {
    const { rows } = await ctx.db.execute<PartnerStoreListResponse['items'][number]>(sql`
      select id, name, token_symbol, logo_url from partner_projects
      where status = 'approved' order by created_at desc, id desc limit ${PARTNER_STORE_LIST_SIZE}`)
    return cachedBody(JSON.stringify({ items: rows } satisfies PartnerStoreListResponse))
  })
  return body!
}

type StoreRow = {
  id: string
  name: string
  token_symbol: string
  token_address: string | null
  website_url: string
  logo_url: string | null
  description: string
  created_at: Date | string
}
type ProductRow = Omit<PartnerStoreProduct, 'id'>

/**
 * The products of the approved designs, one item per product colour: designs newest first, then
 * t-shirt, hoodie, hat, then the colours' order. The page is cut before sizes are read, so a page reads
 * only its own rows (designs by partner and status, products by design and type, colours by product).
 */
function productsSql(id: string, type: PartnerStoreQuery['type'], page: number) {
  const typeFilter = type === 'all' ? sql`` : sql`and p.partner_product_type = ${type}`
  // `is not null` repeats the partial index's predicate, so products are read through it by design.
  const items = sql`
    from partner_designs d
    join products p on p.partner_design_id = d.id and p.partner_design_id is not null and p.active ${typeFilter}
    join product_colors c on c.product_id = p.id
    where d.partner_id = ${id} and d.status = 'approved'`
  return {
    page: sql`
      select i.product_id, i.product_slug, i.design_id, i.design_title, i.name, i.type, i.color,
        i.price_cents, i.image_url,
        coalesce((select array_agg(v.size order by v.sort_order, v.size) from product_variants v
          where v.product_id = i.product_id and v.stock > 0), '{}') as sizes
      from (
        select p.id as product_id, p.slug as product_slug, d.id as design_id, d.title as design_title,
          p.name, p.partner_product_type as type, c.name as color, p.price_cents,
          coalesce(p.image_url, d.image_url) as image_url,
          d.created_at as design_created_at, array_position(${TYPE_ORDER}, p.partner_product_type) as type_rank,
          c.sort_order as color_rank
        ${items}
        order by d.created_at desc, d.id desc, type_rank, c.sort_order, c.name
        limit ${PARTNER_STORE_PAGE_SIZE} offset ${(page - 1) * PARTNER_STORE_PAGE_SIZE}
      ) i
      order by i.design_created_at desc, i.design_id desc, i.type_rank, i.color_rank, i.color`,
    totals: sql`
      select (select count(*) ${items})::int as total,
        (select count(*) from partner_designs d
          where d.partner_id = ${id} and d.status = 'approved')::int as design_count`,
  }
}

/** An approved project's store page under a type filter; null when there is no such approved store. */
export async function getStore(
  ctx: AppContext,
  id: string,
  query: PartnerStoreQuery,
): Promise<JsonBody | null> {
  if (!isUuid(id)) return null
  const { type, page } = query
  return ctx.caches.catalog.get(`partner-store\u0000${id}\u0000${type}\u0000${page}`, async () => {
    const { rows } = await ctx.db.execute<StoreRow>(sql`
      select id, name, token_symbol, token_address, website_url, logo_url, description, created_at
      from partner_projects where id = ${id} and status = 'approved'`)
    const store = rows[0]
    if (!store) return null
    const q = productsSql(id, type, page)
    const [products, totals] = await Promise.all([
      ctx.db.execute<ProductRow>(q.page),
      ctx.db.execute<{ total: number; design_count: number }>(q.totals),
    ])
    const body: PartnerStoreResponse = {
      store: { ...store, created_at: iso(store.created_at)! },
      products: products.rows.map((p) => ({
        id: `${p.product_id}:${p.color}`,
        product_id: p.product_id,
        product_slug: p.product_slug,
        design_id: p.design_id,
        design_title: p.design_title,
        name: p.name,
        type: p.type,
        color: p.color,
        price_cents: p.price_cents,
        image_url: p.image_url,
        sizes: p.sizes,
      })),
      total: totals.rows[0]!.total,
      page,
      per_page: PARTNER_STORE_PAGE_SIZE,
      design_count: totals.rows[0]!.design_count,
    }
    return cachedBody(JSON.stringify(body))
  })
}
