import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SiteImageKey, SiteSettingsResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { settingsChanged } from './get-site-settings'

export function uploadSiteImage({ key, file, altText }: { key: SiteImageKey; file: File; altText: string }) {
  const form = new FormData()
  form.append('alt_text', altText)
  form.append('file', file, file.name)
  return api.post<SiteSettingsResponse>(apiPath('/api/admin/site/images/:key', { key }), form)
}

export function useUploadSiteImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadSiteImage,
    onSuccess: (settings) => settingsChanged(queryClient, settings),
  })
}
