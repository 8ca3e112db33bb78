import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MarketingSettings } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

const marketingSettingsKey = ['admin', 'marketing', 'settings'] as const

/** The abandoned-cart reminder's switch and delay (kept by the carts module, shown with the site settings). */
export function useMarketingSettings() {
  return useQuery({
    queryKey: marketingSettingsKey,
    queryFn: () => api.get<MarketingSettings>(apiPath('/api/admin/marketing/settings')),
  })
}

export function useSaveMarketingSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MarketingSettings) =>
      api.put<MarketingSettings>(apiPath('/api/admin/marketing/settings'), body),
    onSuccess: (settings) => queryClient.setQueryData(marketingSettingsKey, settings),
  })
}
