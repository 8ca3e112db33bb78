import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { CampaignResponse } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { marketingKeys } from './marketing-keys'

export type CampaignAction = 'send' | 'pause' | 'resume'

const PATHS = {
  send: '/api/admin/marketing/campaigns/:id/send',
  pause: '/api/admin/marketing/campaigns/:id/pause',
  resume: '/api/admin/marketing/campaigns/:id/resume',
} as const

const SUCCESS: Record<CampaignAction, string> = {
  send: M.campaignStarted,
  pause: M.campaignPaused,
  resume: M.campaignResumed,
}
/** The fallback when the server gives no reason (its own texts, e.g. the campaign's state, win). */
const FAILURE: Record<CampaignAction, string> = {
  send: 'Failed to send campaign',
  pause: 'Failed to pause campaign',
  resume: 'Failed to resume campaign',
}

export const runCampaignAction = ({ id, action }: { id: string; action: CampaignAction }) =>
  api.post<CampaignResponse>(apiPath(PATHS[action], { id }))

/**
 * Send now, pause or resume. The answered campaign replaces the cached detail at once (so a detail
 * open on it starts or stops following its progress); lists and the overview reload.
 */
export function useCampaignAction({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runCampaignAction,
    onSuccess: (data, { id, action }) => {
      toast.success(SUCCESS[action])
      if (data?.campaign) queryClient.setQueryData(marketingKeys.campaign(id), data.campaign)
      void queryClient.invalidateQueries({ queryKey: marketingKeys.campaigns })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
      onSuccess?.()
    },
    onError: (error, { action }) => {
      toast.error(errorMessage(error, FAILURE[action]))
      void queryClient.invalidateQueries({ queryKey: marketingKeys.campaigns })
    },
  })
}
