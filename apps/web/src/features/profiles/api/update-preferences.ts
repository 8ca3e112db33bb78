import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PreferencesUpdateBody, Profile } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { sessionQueryKey } from '@/features/auth'
import { profileQueryKey } from './get-profile'

/** The preferences page sends the full name and the notification preferences (docs/accounts.md#profiles). */
export function updatePreferences(body: PreferencesUpdateBody): Promise<Profile> {
  return api.patch<Profile>(apiPath('/api/profile/preferences'), body)
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}
