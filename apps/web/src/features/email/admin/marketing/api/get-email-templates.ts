import { useQuery } from '@tanstack/react-query'
import type { EmailTemplateListResponse } from '@rdo/contracts/email-admin'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { marketingKeys } from './marketing-keys'

const QUERY = { status: 'active', page: 1, per_page: 100 } as const

/** The active email templates a campaign or bulk send may use. */
export function useActiveEmailTemplates() {
  return useQuery({
    queryKey: marketingKeys.emailTemplates,
    queryFn: () =>
      api.get<EmailTemplateListResponse>(apiPath('/api/admin/email/templates'), { query: QUERY }),
  })
}
