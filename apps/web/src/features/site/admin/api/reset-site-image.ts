import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteImageKey, SiteSettingsResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { settingsChanged } from './get-site-settings'

/** Removes the uploaded image: the site shows its built-in default again. */
export function resetSiteImage(key: SiteImageKey) {
  return api.delete<SiteSettingsResponse>(apiPath('/api/admin/site/images/:key', { key }))
}

export function useResetSiteImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetSiteImage,
    onSuccess: (settings) => settingsChanged(queryClient, settings),
  })
}
