import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { EmailTemplate } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { emailAdminKeys } from './email-admin-keys'

const setTemplateActive = ({ id, active }: { id: string; active: boolean }) =>
  api.patch<EmailTemplate>(apiPath('/api/admin/email/templates/:id', { id }), { is_active: active })

/** Turns a template on or off for sending; the lists reload (it may leave a filtered page). */
export function useSetTemplateActive() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setTemplateActive,
    onSuccess: (_template, { active }) => toast.success(active ? M.templateActivated : M.templateDeactivated),
    onError: (error) => toast.error(errorMessage(error, M.templateStatusFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailAdminKeys.templates }),
  })
}
