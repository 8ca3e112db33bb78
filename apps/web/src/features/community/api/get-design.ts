import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DesignDetail } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { designKeys } from './design-keys'

export function getDesign(id: string): Promise<DesignDetail> {
  return api.get<DesignDetail>(apiPath('/api/community-designs/:id', { id }))
}

export function getDesignQueryOptions(id: string) {
  return queryOptions({ queryKey: designKeys.detail(id), queryFn: () => getDesign(id) })
}

export function useDesign(id: string) {
  return useQuery(getDesignQueryOptions(id))
}
