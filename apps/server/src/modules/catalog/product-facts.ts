import { and, eq } from 'drizzle-orm'
import { products } from '../../db/schema/catalog.ts'
import { isUuid } from '../../lib/access.ts'
import type { AppContext } from '../../types.ts'
import type { ProductFacts } from './catalog-cache.ts'

/**
 * Price and weight of the named products on sale, from the catalogue's short cache (`ctx.caches.facts`,
 * cleared and softened with the catalogue's), each read on a miss over the context's pipelined reads
 * (sent at once). Products not on sale are left out.
 */
export async function productFacts(
  ctx: AppContext,
  items: { product_id?: string | null }[],
): Promise<ProductFacts[]> {
  const ids = [...new Set(items.flatMap((i) => (i.product_id && isUuid(i.product_id) ? [i.product_id] : [])))]
  const found = await Promise.all(
    ids.map((id) =>
      ctx.caches.facts.get(id.toLowerCase(), async () => {
        const [row] = await ctx.reads.db
          .select({ id: products.id, price: products.priceCents, weight: products.weightGrams })
          .from(products)
          .where(and(eq(products.id, id), eq(products.active, true)))
        return row ?? null
      }),
    ),
  )
  return found.filter((f): f is ProductFacts => f !== null)
}
