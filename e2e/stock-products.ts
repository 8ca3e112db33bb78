import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/** A demo product variant with stock, fulfilled from the shop's own stock. */
export type StockProduct = {
  id: string
  slug: string
  name: string
  size: string
  color: string
  variantId: string
}

type ListItem = { slug: string; name: string; category: { id: string } | null }

/**
 * The first `count` demo products with more than `minStock` units of one variant. Other specs add
 * products while these run (Printify imports, designs put into production): those are fulfilled by
 * Printify and have no category, so only catalogued products count here.
 */
export async function stockProducts(
  api: APIRequestContext,
  count: number,
  minStock = 2,
): Promise<StockProduct[]> {
  const list = (await (await api.get('/api/products?limit=48')).json()) as { items: ListItem[] }
  const chosen: StockProduct[] = []
  for (const p of list.items.filter((p) => p.category && !p.name.startsWith('Stand-in Tee'))) {
    const detail = await (await api.get(`/api/products/${p.slug}`)).json()
    const variant = (detail.variants as { id: string; size: string; stock: number }[]).find(
      (v) => v.stock > minStock,
    )
    const color = (detail.colors as { name: string }[])[0]
    if (variant && color)
      chosen.push({
        id: detail.id,
        slug: p.slug,
        name: detail.name,
        size: variant.size,
        color: color.name,
        variantId: variant.id,
      })
    if (chosen.length === count) break
  }
  expect(chosen, `${count} demo product(s) with stock`).toHaveLength(count)
  return chosen
}
