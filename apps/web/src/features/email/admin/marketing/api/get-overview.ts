import { useQuery } from '@tanstack/react-query'
import type { MarketingOverviewResponse } from '@rdo/contracts/email-marketing-admin'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { marketingKeys } from './marketing-keys'

export const getMarketingOverview = () =>
  api.get<MarketingOverviewResponse>(apiPath('/api/admin/marketing/overview'))

/** Counts, recent campaigns, performance and the 30-day chart of the marketing overview. */
export function useMarketingOverview() {
  return useQuery({ queryKey: marketingKeys.overview, queryFn: getMarketingOverview })
}
