import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { EmailOverviewResponse } from '@rdo/contracts/email-admin'
import type { EmailPeriod } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { emailAdminKeys } from './email-admin-keys'

/** The dashboard's counts, rates, chart and latest events over one period. */
export function useEmailOverview(period: EmailPeriod) {
  return useQuery({
    queryKey: emailAdminKeys.overview(period),
    queryFn: () =>
      api.get<EmailOverviewResponse>(apiPath('/api/admin/email/overview'), { query: { period } }),
    placeholderData: keepPreviousData,
  })
}
