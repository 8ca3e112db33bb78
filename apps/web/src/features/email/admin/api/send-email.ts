import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { EmailSendBody, EmailSendResponse } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { emailAdminKeys } from './email-admin-keys'

const sendEmail = (body: EmailSendBody) => api.post<EmailSendResponse>(apiPath('/api/admin/email/send'), body)

/**
 * Queues a custom or template email. The toasts live here, not in the form, so they still show if the
 * admin left the tab while it was sending; the log and overview reload to show the new events.
 */
export function useSendEmail({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: () => {
      toast.success(M.emailSent)
      onSuccess?.()
    },
    onError: (error) => toast.error(errorMessage(error, M.sendFailed)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: emailAdminKeys.logs })
      void queryClient.invalidateQueries({ queryKey: emailAdminKeys.overviews })
    },
  })
}
