import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { BulkSendBody, CampaignResponse, TestSendBody } from '@rdo/contracts/email-marketing-admin'
import { EMAIL_ADMIN_MESSAGES as E, MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { marketingKeys } from './marketing-keys'

export const sendBulk = (body: BulkSendBody) =>
  api.post<CampaignResponse>(apiPath('/api/admin/marketing/bulk'), body)

/**
 * Records the bulk send as a campaign and starts it. A refusal shows the server's reason ('No
 * subscribers match the segment criteria', 'Segment not found') or the generic failure.
 */
export function useSendBulk() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendBulk,
    onSuccess: ({ campaign }) => {
      toast.success(M.campaignStarted)
      queryClient.setQueryData(marketingKeys.campaign(campaign.id), campaign)
      void queryClient.invalidateQueries({ queryKey: marketingKeys.campaigns })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
    },
    onError: (error) => toast.error(errorMessage(error, E.bulkSendFailed)),
  })
}

export const testSend = (body: TestSendBody) =>
  api.post<{ message: string }>(apiPath('/api/admin/marketing/test-send'), body)

/** Sends the form's content once to a test address, rendered for that address. */
export function useTestSend() {
  return useMutation({
    mutationFn: testSend,
    onSuccess: () => toast.success(E.testEmailSent),
    onError: (error) => toast.error(errorMessage(error, E.testSendFailed)),
  })
}
