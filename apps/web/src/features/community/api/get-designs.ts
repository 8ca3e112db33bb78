import { apiPath } from '@rdo/contracts/paths'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DesignListResponse } from '@rdo/contracts'
import { DESIGN_PAGE_SIZE, TRENDING_LIMIT } from '@rdo/contracts/community-messages'
import { api } from '@/lib/api-client'
import type { GalleryParams } from '../lib/gallery-params'
import { designKeys } from './design-keys'

/** Trending is one list of the top designs; the other filters are pages. */
export function perPageFor(filter: GalleryParams['filter']): number {
  return filter === 'trending' ? TRENDING_LIMIT : DESIGN_PAGE_SIZE
}

export function getDesigns({ filter, page }: GalleryParams): Promise<DesignListResponse> {
  return api.get<DesignListResponse>(apiPath('/api/community-designs'), {
    query: { filter, page, per_page: perPageFor(filter) },
  })
}

export function getDesignsQueryOptions(params: GalleryParams) {
  return queryOptions({
    queryKey: designKeys.list(params.filter, params.page),
    queryFn: () => getDesigns(params),
  })
}

export function useDesigns(params: GalleryParams) {
  // The current cards stay (dimmed) while another filter or page loads, instead of flashing skeletons.
  return useQuery({ ...getDesignsQueryOptions(params), placeholderData: keepPreviousData })
}
