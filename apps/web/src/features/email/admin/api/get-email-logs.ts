import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { EmailLogListResponse } from '@rdo/contracts/email-admin'
import type { EmailPeriod } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { emailAdminKeys } from './email-admin-keys'

export type EmailLogQuery = {
  page: number
  per_page: number
  period: EmailPeriod
  q?: string
  event?: string
}

/** One server page of the email log, newest first; the previous page stays on screen while the next loads. */
export function useEmailLogs(query: EmailLogQuery) {
  return useQuery({
    queryKey: emailAdminKeys.logList(query),
    queryFn: () => api.get<EmailLogListResponse>(apiPath('/api/admin/email/logs'), { query }),
    placeholderData: keepPreviousData,
  })
}
