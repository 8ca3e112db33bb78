import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { ADMIN_USER_MESSAGES, type ImpersonateResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'

export function impersonateUser(id: string) {
  return api.post<ImpersonateResponse>(apiPath('/api/admin/users/:id/impersonate', { id }))
}

/**
 * Starts browsing as the customer. The session cookie now belongs to them, so the whole app reloads
 * from the shop's home page (every cached query belonged to the admin).
 */
export function useImpersonateUser() {
  return useMutation({
    mutationFn: impersonateUser,
    onSuccess: () => window.location.assign('/'),
    onError: (error) => {
      const detail = errorMessage(error, '')
      toast.error(ADMIN_USER_MESSAGES.impersonateFailed, { description: detail || undefined })
    },
  })
}
