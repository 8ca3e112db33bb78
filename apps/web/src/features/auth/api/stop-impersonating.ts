import { apiPath } from '@rdo/contracts/paths'
import type { StopImpersonatingResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

/** Ends an impersonation; the admin's own session cookie comes back with the answer. */
export function stopImpersonating(): Promise<StopImpersonatingResponse> {
  return api.post<StopImpersonatingResponse>(apiPath('/api/auth/stop-impersonating'))
}
