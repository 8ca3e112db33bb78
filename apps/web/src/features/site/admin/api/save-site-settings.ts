import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteSettingsResponse, SiteSettingsUpdateBody } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { settingsChanged } from './get-site-settings'

export function saveSiteSettings(body: SiteSettingsUpdateBody) {
  return api.put<SiteSettingsResponse>(apiPath('/api/admin/site/settings'), body)
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (settings) => settingsChanged(queryClient, settings),
  })
}
