import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicProfile } from '@rdo/contracts'
import { api } from '@/lib/api-client'

/** Either a username (/user/{username}) or an id (/user/id/{userId}). */
export type PublicProfileKey = { username: string } | { id: string }

export function getPublicProfile(key: PublicProfileKey): Promise<PublicProfile> {
  return 'username' in key
    ? api.get<PublicProfile>(apiPath('/api/users/by-username/:username', { username: key.username }))
    : api.get<PublicProfile>(apiPath('/api/users/:id', { id: key.id }))
}

export function getPublicProfileQueryOptions(key: PublicProfileKey) {
  return queryOptions({
    queryKey: ['public-profile', key] as const,
    queryFn: () => getPublicProfile(key),
    // A missing user is an answer, not a hiccup worth retrying.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
}

export function usePublicProfile(key: PublicProfileKey) {
  return useQuery(getPublicProfileQueryOptions(key))
}
