import { queryOptions } from '@tanstack/react-query'
import type { DropClockResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { clockOffsetMs } from '../lib/clock'
import { dropKeys } from './drop-keys'

/** How far the server's clock is ahead of this browser's, measured over one round trip. */
export async function getServerClockOffset(): Promise<number> {
  const sentAt = Date.now()
  const { now } = await api.get<DropClockResponse>(apiPath('/api/drops/clock'))
  return clockOffsetMs(sentAt, now, Date.now())
}

const RESYNC_MS = 60_000

export function getServerClockQueryOptions() {
  return queryOptions({
    queryKey: dropKeys.clock,
    queryFn: getServerClockOffset,
    // Clocks drift slowly: one reading a minute keeps every countdown on the page in step.
    staleTime: RESYNC_MS,
    refetchInterval: RESYNC_MS,
    retry: 2,
  })
}
