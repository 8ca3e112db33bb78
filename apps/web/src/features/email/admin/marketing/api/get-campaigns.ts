import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Campaign, CampaignListResponse } from '@rdo/contracts/email-marketing-admin'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { CAMPAIGN_POLL_MS, isCampaignLive } from '../lib/campaign-progress'
import { marketingKeys, type ListQuery } from './marketing-keys'

export const getCampaigns = (query: ListQuery) =>
  api.get<CampaignListResponse>(apiPath('/api/admin/marketing/campaigns'), { query })

/** One server page of campaigns, newest first; a page with a sending campaign refreshes itself. */
export function useCampaigns(query: ListQuery) {
  return useQuery({
    queryKey: marketingKeys.campaignList(query),
    queryFn: () => getCampaigns(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((c) => isCampaignLive(c.status)) ? CAMPAIGN_POLL_MS * 5 : false,
  })
}

/** The newest campaign, whose sender the New campaign form starts from. */
export function useNewestCampaign() {
  const query = { page: 1, per_page: 1 }
  return useQuery({
    queryKey: marketingKeys.campaignList(query),
    queryFn: () => getCampaigns(query),
    select: (page) => page.items[0] ?? null,
  })
}

export const getCampaign = (id: string) =>
  api.get<Campaign>(apiPath('/api/admin/marketing/campaigns/:id', { id }))

/**
 * One campaign with its live progress: read again every second while it sends, and no more once it
 * is paused or completed.
 */
export function useCampaign(id: string | null, initial?: Campaign) {
  return useQuery({
    queryKey: marketingKeys.campaign(id ?? ''),
    queryFn: () => getCampaign(id ?? ''),
    enabled: id !== null,
    initialData: initial && initial.id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && !isCampaignLive(q.state.data.status) ? false : CAMPAIGN_POLL_MS),
    refetchIntervalInBackground: true,
  })
}
