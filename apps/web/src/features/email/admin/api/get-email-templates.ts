import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { EmailTemplateListResponse } from '@rdo/contracts/email-admin'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { emailAdminKeys } from './email-admin-keys'

export type EmailTemplateQuery = {
  page: number
  per_page: number
  status: 'all' | 'active' | 'inactive'
  q?: string
}

const getEmailTemplates = (query: EmailTemplateQuery) =>
  api.get<EmailTemplateListResponse>(apiPath('/api/admin/email/templates'), { query })

/** One server page of the template manager's list. */
export function useEmailTemplates(query: EmailTemplateQuery) {
  return useQuery({
    queryKey: emailAdminKeys.templateList(query),
    queryFn: () => getEmailTemplates(query),
    placeholderData: keepPreviousData,
  })
}

const ACTIVE: EmailTemplateQuery = { page: 1, per_page: 100, status: 'active' }

/** The templates an admin can send from: the active ones, as many as one page holds. */
export function useActiveEmailTemplates() {
  return useQuery({
    queryKey: emailAdminKeys.templateList(ACTIVE),
    queryFn: () => getEmailTemplates(ACTIVE),
  })
}
