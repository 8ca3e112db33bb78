import { apiPath } from '@rdo/contracts/paths'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  PartnerDesignsResponse,
  PartnerEmbed,
  PartnerEmbedsResponse,
  PartnerPayoutsResponse,
  PartnerProjectDetailResponse,
  UpdateEmbedBody,
} from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { partnerKeys } from './partner-keys'

/** One of the caller's projects: the project, its figures and its newest designs (404 for anyone else's). */
export function getPartnerProject(id: string): Promise<PartnerProjectDetailResponse> {
  return api.get<PartnerProjectDetailResponse>(apiPath('/api/partner-projects/:id', { id }))
}

export function usePartnerProject(id: string) {
  return useQuery(
    queryOptions({
      queryKey: partnerKeys.project(id),
      queryFn: () => getPartnerProject(id),
      enabled: id !== '',
    }),
  )
}

export function usePartnerDesigns(id: string, page: number) {
  return useQuery({
    queryKey: partnerKeys.designs(id, page),
    queryFn: () =>
      api.get<PartnerDesignsResponse>(apiPath('/api/partner-projects/:id/designs', { id }), {
        query: { page },
      }),
    enabled: id !== '',
    placeholderData: keepPreviousData,
  })
}

export function usePartnerEmbeds(id: string) {
  return useQuery({
    queryKey: partnerKeys.embeds(id),
    queryFn: () => api.get<PartnerEmbedsResponse>(apiPath('/api/partner-projects/:id/embeds', { id })),
    enabled: id !== '',
  })
}

/** Saves an embed's allowed host names; the cached embed list takes the server's answer. */
export function useUpdateEmbed(projectId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ embedId, body }: { embedId: string; body: UpdateEmbedBody }) =>
      api.patch<{ embed: PartnerEmbed }>(
        apiPath('/api/partner-projects/:id/embeds/:embedId', { id: projectId, embedId }),
        body,
      ),
    onSuccess: ({ embed }) => {
      queryClient.setQueryData<PartnerEmbedsResponse>(partnerKeys.embeds(projectId), (current) =>
        current
          ? { ...current, items: current.items.map((item) => (item.id === embed.id ? embed : item)) }
          : current,
      )
    },
  })
}

export function usePartnerPayouts(id: string, page: number) {
  return useQuery({
    queryKey: partnerKeys.payouts(id, page),
    queryFn: () =>
      api.get<PartnerPayoutsResponse>(apiPath('/api/partner-projects/:id/payouts', { id }), {
        query: { page },
      }),
    enabled: id !== '',
    placeholderData: keepPreviousData,
  })
}
