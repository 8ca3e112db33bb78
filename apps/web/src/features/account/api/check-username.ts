import type { UsernameAvailableResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

/** Spec 1 §7: availability is checked on the lower-cased name. */
export function checkUsernameAvailable(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailableResponse> {
  return api.get<UsernameAvailableResponse>('/api/profile/username-available', {
    query: { username: username.trim().toLowerCase() },
    signal,
  })
}
