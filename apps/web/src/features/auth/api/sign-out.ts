import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { api } from '@/lib/api-client'
import { reconnectRealtime } from '@/lib/realtime'
import { sessionQueryKey } from './get-session'

export function signOut(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPath('/api/auth/sign-out'))
}

/** Signs out, forgets every cached query (they belonged to the old user) and re-reads the session. */
export function useSignOut({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Drop the old user's data but keep the session query itself: mounted observers stay attached to it.
      queryClient.setQueryData(sessionQueryKey, { user: null, profile: null, impersonated_by: null })
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] })
      reconnectRealtime()
      onSuccess?.()
    },
    onError: () => {
      toast.error('Failed to log out')
    },
  })
}
