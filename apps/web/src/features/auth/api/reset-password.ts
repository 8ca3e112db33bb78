import { apiPath } from '@rdo/contracts/paths'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function resetPassword(body: { token: string; new_password: string }): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/auth/reset-password'), body)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
