import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export function resendVerification(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/auth/resend-verification', { email })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
