import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FulfilmentQueueResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import type { QueueQuery } from '../lib/queue'
import { fulfilmentAdminKeys } from './fulfilment-admin-keys'

/** One server page of the queue; the previous page stays on screen while the next one loads. */
export function useFulfilmentQueue(query: QueueQuery) {
  return useQuery({
    queryKey: fulfilmentAdminKeys.list(query),
    queryFn: () => api.get<FulfilmentQueueResponse>(apiPath('/api/admin/fulfilment'), { query }),
    placeholderData: keepPreviousData,
  })
}
