import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AvatarResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { sessionQueryKey } from '@/features/auth'
import { profileQueryKey } from './get-profile'

export function uploadAvatar(image: Blob): Promise<AvatarResponse> {
  const form = new FormData()
  form.append('file', image, 'avatar.png')
  return api.post<AvatarResponse>(apiPath('/api/profile/avatar'), form)
}

export function useUploadAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  })
}
