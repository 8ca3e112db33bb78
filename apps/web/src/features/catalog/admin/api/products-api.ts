import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdminProduct,
  AdminProductBody,
  AdminProductDeleteResponse,
  AdminProductListResponse,
  CategoryListResponse,
  Material,
  MaterialListResponse,
  ProductImageUploadResponse,
} from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { adminKeys } from '@/components/admin/admin-keys'
import { api } from '@/lib/api-client'

export const productKeys = {
  all: ['admin', 'products'] as const,
  lists: ['admin', 'products', 'list'] as const,
  list: (query: object) => ['admin', 'products', 'list', query] as const,
  detail: (id: string) => ['admin', 'products', 'detail', id] as const,
  materials: ['admin', 'materials'] as const,
}

export function useAdminProducts(query: Record<string, string | number>) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => api.get<AdminProductListResponse>(apiPath('/api/admin/products'), { query }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminProduct(id: string | null) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => api.get<AdminProduct>(apiPath('/api/admin/products/:id', { id: id! })),
    enabled: !!id,
    // Fresh when the editor opens, then left alone: a background refetch would reset unsaved edits.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  })
}

export function useMaterials() {
  return useQuery({
    queryKey: productKeys.materials,
    queryFn: () => api.get<MaterialListResponse>(apiPath('/api/admin/materials')),
  })
}

/** The editor's category select uses the shop's own category list. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: () => api.get<CategoryListResponse>(apiPath('/api/categories')),
    staleTime: 5 * 60_000,
  })
}

/** After a change: the back-office list and counts, and the shop's product queries ('products' keys). */
function useRefreshAfterChange() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.lists }),
      queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ])
}

export function useSaveProduct() {
  const refresh = useRefreshAfterChange()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdminProductBody }) =>
      id
        ? api.put<AdminProduct>(apiPath('/api/admin/products/:id', { id }), body)
        : api.post<AdminProduct>(apiPath('/api/admin/products'), body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(productKeys.detail(saved.id), saved)
      await refresh()
    },
  })
}

export function useDeleteProduct() {
  const refresh = useRefreshAfterChange()
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<AdminProductDeleteResponse>(apiPath('/api/admin/products/:id', { id })),
    onSuccess: () => refresh(),
  })
}

export function useAddMaterial() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => api.post<Material>(apiPath('/api/admin/materials'), { name }),
    // The new material is an option at once; the refetch then brings the server's order.
    onSuccess: (material) => {
      queryClient.setQueryData<MaterialListResponse>(productKeys.materials, (old) =>
        old && !old.items.some((m) => m.id === material.id) ? { items: [...old.items, material] } : old,
      )
      return queryClient.invalidateQueries({ queryKey: productKeys.materials })
    },
  })
}

export function uploadProductImage(file: File): Promise<ProductImageUploadResponse> {
  const form = new FormData()
  form.append('file', file, file.name)
  return api.post<ProductImageUploadResponse>(apiPath('/api/admin/uploads/product-image'), form)
}

/** The smallest stored rendition of an uploaded image, for thumbnails. */
export function thumbnailUrl(url: string): string {
  return url.replace(/-(640|1200)\.webp$/, '-320.webp')
}
