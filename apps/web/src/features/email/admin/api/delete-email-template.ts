import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { emailAdminKeys } from './email-admin-keys'

const deleteEmailTemplate = (id: string) =>
  api.delete<void>(apiPath('/api/admin/email/templates/:id', { id }))

/** Deletes a template; a built-in one is refused by the server, whose reason is the toast. */
export function useDeleteEmailTemplate({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteEmailTemplate,
    onSuccess: () => toast.success(M.templateDeleted),
    onError: (error) => toast.error(errorMessage(error, M.deleteTemplateFailed)),
    onSettled: () => {
      onSettled?.()
      return queryClient.invalidateQueries({ queryKey: emailAdminKeys.templates })
    },
  })
}
