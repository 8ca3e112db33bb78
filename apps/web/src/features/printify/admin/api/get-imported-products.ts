import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PrintifyImportedResponse } from '@rdo/contracts/printify'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { printifyAdminKeys } from './printify-admin-keys'

export type ImportedListQuery = {
  page: number
  per_page: number
  sort: 'created_at'
  dir: 'asc' | 'desc'
  q?: string
}

/** One server page of the products imported from Printify, newest first. */
export function useImportedProducts(query: ImportedListQuery) {
  return useQuery({
    queryKey: printifyAdminKeys.importedList(query),
    queryFn: () => api.get<PrintifyImportedResponse>(apiPath('/api/admin/printify/products'), { query }),
    placeholderData: keepPreviousData,
  })
}
