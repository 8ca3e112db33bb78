import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FulfilmentSettings } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

const fulfilmentSettingsKey = ['admin', 'fulfilment', 'settings'] as const

/** How paid orders go to the print provider (kept by the fulfilment module, shown with the site settings). */
export function useFulfilmentSettings() {
  return useQuery({
    queryKey: fulfilmentSettingsKey,
    queryFn: () => api.get<FulfilmentSettings>(apiPath('/api/admin/fulfilment/settings')),
  })
}

export function useSaveFulfilmentSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FulfilmentSettings) =>
      api.put<FulfilmentSettings>(apiPath('/api/admin/fulfilment/settings'), body),
    onSuccess: (settings) => queryClient.setQueryData(fulfilmentSettingsKey, settings),
  })
}
