import { apiPath } from '@rdo/contracts/paths'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function changePassword(body: {
  current_password: string
  new_password: string
}): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/auth/change-password'), body)
}

/** For the dashboard Security section. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
