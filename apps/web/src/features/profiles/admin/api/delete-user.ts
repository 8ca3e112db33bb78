import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ADMIN_USER_MESSAGES } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { adminKeys } from '@/components/admin/admin-keys'
import { api, errorMessage } from '@/lib/api-client'

export function deleteUser(id: string) {
  return api.delete<{ ok: true; id: string }>(apiPath('/api/admin/users/:id', { id }))
}

export function useDeleteUser({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      toast.success(ADMIN_USER_MESSAGES.deleted)
      // The dashboard's user count and every list change; they reload when shown next. Nothing is
      // refetched now, so the page being left does not ask for the user it just deleted.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' })
      onSuccess?.()
    },
    onError: (error) => {
      const detail = errorMessage(error, '')
      toast.error(ADMIN_USER_MESSAGES.deleteFailed, { description: detail || undefined })
    },
  })
}
