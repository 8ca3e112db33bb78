import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignInBody } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { reconnectRealtime } from '@/lib/realtime'
import { sessionQueryKey } from './get-session'

export interface AuthUser {
  id: string
  email: string
  role: 'user' | 'admin'
}

export function signIn(body: SignInBody): Promise<{ user: AuthUser }> {
  return api.post<{ user: AuthUser }>(apiPath('/api/auth/sign-in'), body)
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      // Queries cached while signed out (or as another user) must not leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      reconnectRealtime()
    },
  })
}
