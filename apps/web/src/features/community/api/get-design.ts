import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DesignDetail } from '@rdo/contracts'
import { api, nullIfMissing } from '@/lib/api-client'
import { designKeys } from './design-keys'

/** The design, or null when there is none (a malformed id is as missing as an unknown one). */
export function getDesign(id: string): Promise<DesignDetail | null> {
  return nullIfMissing(api.get<DesignDetail>(apiPath('/api/community-designs/:id', { id })), [404, 400])
}

export function getDesignQueryOptions(id: string) {
  return queryOptions({ queryKey: designKeys.detail(id), queryFn: () => getDesign(id) })
}

export function useDesign(id: string) {
  return useQuery(getDesignQueryOptions(id))
}
