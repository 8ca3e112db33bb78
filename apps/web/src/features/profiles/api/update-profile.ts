import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Profile, ProfileUpdateBody } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { sessionQueryKey } from '@/features/auth'
import { profileQueryKey } from './get-profile'

export function updateProfile(body: ProfileUpdateBody): Promise<Profile> {
  return api.patch<Profile>(apiPath('/api/profile'), body)
}

/** The account menu shows the name, username and avatar from the session: refresh both. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}
