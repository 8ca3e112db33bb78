import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PartnerApplicationBody, PartnerProject } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { partnerKeys } from './partner-keys'

/** Stores the project's logo before the application is sent; the application then refers to it by URL. */
export function uploadPartnerLogo(file: File): Promise<{ logo_url: string }> {
  const form = new FormData()
  form.append('file', file, file.name)
  return api.post<{ logo_url: string }>(apiPath('/api/partner-projects/logo'), form)
}

export function submitPartnerApplication(body: PartnerApplicationBody): Promise<{ project: PartnerProject }> {
  return api.post<{ project: PartnerProject }>(apiPath('/api/partner-projects'), body)
}

export function useSubmitPartnerApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitPartnerApplication,
    // The partner dashboard lists the new, pending project.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.projects }),
  })
}
