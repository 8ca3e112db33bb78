import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProductFulfilmentBody, ProductFulfilmentResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { productKeys } from './products-api'

const fulfilmentKey = (id: string) => [...productKeys.detail(id), 'fulfilment'] as const

/** How the product is fulfilled: shop stock, or a Printify product with its linked variants. */
export function useProductFulfilment(id: string) {
  return useQuery({
    queryKey: fulfilmentKey(id),
    queryFn: () => api.get<ProductFulfilmentResponse>(apiPath('/api/admin/products/:id/fulfilment', { id })),
  })
}

/** Links the product to a Printify shop's product (its variants read now), or back to shop stock. */
export function useSetProductFulfilment(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProductFulfilmentBody) =>
      api.put<ProductFulfilmentResponse>(apiPath('/api/admin/products/:id/fulfilment', { id }), body),
    onSuccess: (answer) => queryClient.setQueryData(fulfilmentKey(id), answer),
  })
}
