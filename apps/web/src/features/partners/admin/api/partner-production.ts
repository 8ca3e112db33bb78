import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { DesignProduction, PartnerProductionsResponse, PublishPartnerDesignBody } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { partnerAdminKeys } from './partner-admin-keys'

const productionKey = (designId: string) => [...partnerAdminKeys.all, 'production', designId] as const

/** A partner design's productions, one per store type started. */
export function usePartnerProductions(designId: string, enabled = true) {
  return useQuery({
    queryKey: productionKey(designId),
    enabled,
    queryFn: () =>
      api.get<PartnerProductionsResponse>(
        apiPath('/api/admin/partner-designs/:id/production', { id: designId }),
      ),
  })
}

/** "Put into production" for a partner design as one store type; the productions reload either way. */
export function usePublishPartnerDesign(designId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PublishPartnerDesignBody) =>
      api.post<{ production: DesignProduction }>(
        apiPath('/api/admin/partner-designs/:id/production', { id: designId }),
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionKey(designId) }),
  })
}
