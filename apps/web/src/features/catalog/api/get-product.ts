import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail, ProductPageData } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getProduct(slug: string): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`)
}

/**
 * The product the server inlined into index.html for this slug (ARCHITECTURE §2), read once:
 * later navigations fetch normally.
 */
function inlinedProduct(slug: string): ProductDetail | undefined {
  if (typeof document === 'undefined') return undefined
  const script = document.getElementById('initial-data')
  if (!script?.textContent) return undefined
  try {
    const data = JSON.parse(script.textContent) as Partial<ProductPageData> | null
    const product = data?.product
    if (!product || product.slug !== slug) return undefined
    script.remove()
    return product
  } catch {
    return undefined
  }
}

export function getProductQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['products', 'detail', slug],
    queryFn: () => getProduct(slug),
  })
}

export function useProduct(slug: string) {
  return useQuery({
    ...getProductQueryOptions(slug),
    initialData: () => inlinedProduct(slug),
    // Inlined data is as fresh as the HTML: keep it for the usual stale time.
    initialDataUpdatedAt: () => Date.now(),
  })
}
