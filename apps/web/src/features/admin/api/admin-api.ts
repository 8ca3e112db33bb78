import { useQuery } from '@tanstack/react-query'
import type { AdminSummary, AuditListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
}

export function useAdminSummary() {
  return useQuery({
    queryKey: adminKeys.summary,
    queryFn: () => api.get<AdminSummary>(apiPath('/api/admin/summary')),
  })
}

export function useAuditLog(query: Record<string, string | number>) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: () => api.get<AuditListResponse>(apiPath('/api/admin/audit'), { query }),
    placeholderData: (prev) => prev,
  })
}
