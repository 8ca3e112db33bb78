import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ADMIN_USER_MESSAGES, type AdminUserRow, type Role } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { userKeys } from './user-keys'

export function updateUserRole({ id, role }: { id: string; role: Role }) {
  return api.patch<AdminUserRow>(apiPath('/api/admin/users/:id/role', { id }), { role })
}

/** Changes a role and refreshes every user list and detail; toasts say how it went. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => {
      toast.success(ADMIN_USER_MESSAGES.roleUpdated)
      return queryClient.invalidateQueries({ queryKey: userKeys.all })
    },
    onError: (error) => {
      const detail = errorMessage(error, '')
      toast.error(ADMIN_USER_MESSAGES.roleUpdateFailed, { description: detail || undefined })
    },
  })
}
