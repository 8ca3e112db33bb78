import { apiPath } from '@rdo/contracts/paths'
import type { UsernameAvailableResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

/** Availability is checked on the lower-cased name (docs/accounts.md#usernames). */
export function checkUsernameAvailable(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailableResponse> {
  return api.get<UsernameAvailableResponse>(apiPath('/api/profile/username-available'), {
    query: { username: username.trim().toLowerCase() },
    signal,
  })
}
