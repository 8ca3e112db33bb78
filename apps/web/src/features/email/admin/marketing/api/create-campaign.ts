import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { CampaignBody, CampaignResponse } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { marketingKeys } from './marketing-keys'

export const createCampaign = (body: CampaignBody) =>
  api.post<CampaignResponse>(apiPath('/api/admin/marketing/campaigns'), body)

const SUCCESS = { draft: M.campaignCreated, now: M.campaignStarted, schedule: M.campaignScheduled } as const

/** Saves a campaign as a draft, starts it or schedules it; the lists and the overview reload. */
export function useCreateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (_data, body) => {
      toast.success(SUCCESS[body.send ?? 'draft'])
      void queryClient.invalidateQueries({ queryKey: marketingKeys.campaigns })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
    },
    onError: (error) => toast.error(errorMessage(error, M.campaignCreateFailed)),
  })
}
