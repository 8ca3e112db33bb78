import { useQuery } from '@tanstack/react-query'
import type { AdminDropListResponse, DropLiveResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { dropKeys } from './drop-keys'

/** GET /api/admin/drops: upcoming and running drops, newest start first. */
export function useAdminDrops({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dropKeys.adminList,
    queryFn: () => api.get<AdminDropListResponse>(apiPath('/api/admin/drops')),
    enabled,
  })
}

/** GET /api/admin/drops/:id/live, every second while the page is visible. */
export function useDropLive(dropId: string) {
  return useQuery({
    queryKey: dropKeys.live(dropId),
    queryFn: () => api.get<DropLiveResponse>(apiPath('/api/admin/drops/:id/live', { id: dropId })),
    refetchInterval: 1000,
    refetchIntervalInBackground: false,
    // A missing drop will not appear by asking again every second.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  })
}
