import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { sessionQueryKey } from './get-session'

export function verifyEmail(token: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/auth/verify-email'), { token })
}

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  })
}
