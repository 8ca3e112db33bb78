import { apiPath } from '@rdo/contracts/paths'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/auth/forgot-password'), { email })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
