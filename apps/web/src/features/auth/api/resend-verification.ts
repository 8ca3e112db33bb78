import { apiPath } from '@rdo/contracts/paths'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function resendVerification(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/auth/resend-verification'), { email })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
