import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { apiPath } from '@rdo/contracts/paths'
import type { ProductDetail } from '@rdo/contracts'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { api, isApiError } from '@/lib/api-client'
import { parseAddLink, resolveAddLink, withoutAddLink, type AddLinkRequest } from './cart-add-link'
import { cartStore } from './use-cart'

// History entries whose add-link was taken: StrictMode runs effects twice, and the page may mount again
// before the address loses its parameters.
const taken = new Set<string>()

/**
 * Follows an add-link (`/cart?add=<slug>&size=&color=&qty=`): the parameters leave the address at
 * once (replace), so neither a reload nor going back adds the line again; then the product is fetched,
 * checked and added.
 */
export function useCartAddLink() {
  const { key, pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    const params = new URLSearchParams(search)
    const request = parseAddLink(params)
    if (!request || taken.has(`${key}${search}`)) return
    taken.add(`${key}${search}`)
    const rest = withoutAddLink(params).toString()
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true, preventScrollReset: true })
    void addFromLink(request, (slug) =>
      // Same cache entry as the product page's query.
      queryClient.fetchQuery({
        queryKey: ['products', 'detail', slug],
        queryFn: () => api.get<ProductDetail>(apiPath('/api/products/:slug', { slug })),
      }),
    )
  }, [key, pathname, search, hash, navigate, queryClient])
}

async function addFromLink(request: AddLinkRequest, fetchProduct: (slug: string) => Promise<ProductDetail>) {
  let product: ProductDetail
  try {
    product = await fetchProduct(request.slug)
  } catch (error) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400)
    toast.error(missing ? CATALOG_MESSAGES.productNotFound : CATALOG_MESSAGES.loadProductFailed)
    return
  }
  const result = resolveAddLink(request, product)
  if (result.error !== undefined) {
    toast.error(result.error)
    return
  }
  cartStore.addLine(result.line)
  toast.success(CATALOG_MESSAGES.addedToCart)
}
