import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { EmailTemplate, EmailTemplateBody } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { emailAdminKeys } from './email-admin-keys'

/** A new template (no id) or the whole editor's content for an existing one. */
export type SaveTemplateInput = { id: string | null; body: EmailTemplateBody }

const saveEmailTemplate = ({ id, body }: SaveTemplateInput) =>
  id
    ? api.patch<EmailTemplate>(apiPath('/api/admin/email/templates/:id', { id }), body)
    : api.post<EmailTemplate>(apiPath('/api/admin/email/templates'), body)

/**
 * Creates or updates a template; the server's refusal (a name in use, a template that will not render)
 * is the toast's text. Every template list reloads, the send form's included.
 */
export function useSaveEmailTemplate({ onSuccess }: { onSuccess?: (template: EmailTemplate) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveEmailTemplate,
    onSuccess: (template, { id }) => {
      toast.success(id ? M.templateUpdated : M.templateCreated)
      onSuccess?.(template)
    },
    onError: (error) => toast.error(errorMessage(error, M.saveTemplateFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailAdminKeys.templates }),
  })
}
