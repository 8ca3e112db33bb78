import { and, eq, inArray } from 'drizzle-orm'
import { products } from '../../db/schema/catalog.ts'
import { isUuid } from '../../lib/access.ts'
import type { AppContext } from '../../types.ts'
import type { ProductFacts } from './catalog-cache.ts'

/** Products a request may look up in the cache at most; past it they are read (one query). */
const MAX_CACHED = 5

/**
 * Price and weight of the named products, from the catalogue's short cache (`ctx.caches.facts`,
 * cleared and softened with the catalogue's); the misses are read together in one query over the
 * context's pipelined reads. A product not on sale comes back priced 0 and without a weight (as an
 * item naming no product counts), so the caller need not read it again.
 */
export async function productFacts(
  ctx: AppContext,
  items: { product_id?: string | null }[],
): Promise<ProductFacts[]> {
  const ids = [
    ...new Set(
      items.flatMap((i) => (i.product_id && isUuid(i.product_id) ? [i.product_id.toLowerCase()] : [])),
    ),
  ]
  const read = async (wanted: string[]) => {
    const rows = await ctx.reads.db
      .select({ id: products.id, price: products.priceCents, weight: products.weightGrams })
      .from(products)
      .where(and(inArray(products.id, wanted), eq(products.active, true)))
    return new Map(rows.map((r) => [r.id, r]))
  }
  const absent = (id: string): ProductFacts => ({ id, price: 0, weight: null })
  if (ids.length > MAX_CACHED) {
    const found = await read(ids)
    return ids.map((id) => found.get(id) ?? absent(id))
  }
  // The cache's misses are collected as it asks for them (synchronously), then read in one query.
  const missing: string[] = []
  let batch: Promise<Map<string, ProductFacts>> | null = null
  const readMissing = () => (batch ??= Promise.resolve().then(() => read(missing)))
  const found = await Promise.all(
    ids.map((id) =>
      ctx.caches.facts.get(id, () => {
        missing.push(id)
        return readMissing().then((rows) => rows.get(id) ?? null)
      }),
    ),
  )
  return ids.map((id, i) => found[i] ?? absent(id))
}
