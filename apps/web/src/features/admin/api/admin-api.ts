import { useQuery } from '@tanstack/react-query'
import type { AdminSummary, AuditListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { adminKeys } from '@/components/admin/admin-keys'
import { api } from '@/lib/api-client'

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
