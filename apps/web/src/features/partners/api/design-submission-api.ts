import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PartnerDesign, PartnerDesignBody } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { partnerKeys } from './partner-keys'

/** Stores a partner design's image before the design is sent; the design then refers to it by URL. */
export function uploadPartnerDesignImage(file: File): Promise<{ image_url: string }> {
  const form = new FormData()
  form.append('file', file, file.name)
  return api.post<{ image_url: string }>(apiPath('/api/partner-designs/images'), form)
}

export function submitPartnerDesign(body: PartnerDesignBody): Promise<{ design: PartnerDesign }> {
  return api.post<{ design: PartnerDesign }>(apiPath('/api/partner-designs'), body)
}

export function useSubmitPartnerDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitPartnerDesign,
    // The project's figures and design lists (all under the projects key) include the new design.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.projects }),
  })
}
