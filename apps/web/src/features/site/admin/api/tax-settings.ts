import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  TaxRateBody,
  TaxRateListQuery,
  TaxRateListResponse,
  TaxRateResponse,
  TaxSettings,
} from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

const taxKeys = {
  rates: ['admin', 'tax', 'rates'] as const,
  ratePage: (query: Partial<TaxRateListQuery>) => ['admin', 'tax', 'rates', query] as const,
  settings: ['admin', 'tax', 'settings'] as const,
}

/** One page of tax rates, by country then state (kept by the tax module, shown with the site settings). */
export function useTaxRates(query: Partial<TaxRateListQuery>) {
  return useQuery({
    queryKey: taxKeys.ratePage(query),
    queryFn: () => api.get<TaxRateListResponse>(apiPath('/api/admin/tax/rates'), { query }),
    placeholderData: keepPreviousData,
  })
}

/** Adds a rate (no id) or saves an existing one; every page of rates loads again. */
export function useSaveTaxRate(id: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TaxRateBody) =>
      id
        ? api.put<TaxRateResponse>(apiPath('/api/admin/tax/rates/:id', { id }), body)
        : api.post<TaxRateResponse>(apiPath('/api/admin/tax/rates'), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.rates }),
  })
}

export function useDeleteTaxRate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(apiPath('/api/admin/tax/rates/:id', { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.rates }),
  })
}

export function useTaxSettings() {
  return useQuery({
    queryKey: taxKeys.settings,
    queryFn: () => api.get<TaxSettings>(apiPath('/api/admin/tax/settings')),
  })
}

export function useSaveTaxSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TaxSettings) => api.put<TaxSettings>(apiPath('/api/admin/tax/settings'), body),
    onSuccess: (settings) => queryClient.setQueryData(taxKeys.settings, settings),
  })
}
