import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SupportOrderOption } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getOrderOptions(): Promise<{ items: SupportOrderOption[] }> {
  return api.get<{ items: SupportOrderOption[] }>(apiPath('/api/support/order-options'))
}

export function getOrderOptionsQueryOptions() {
  return queryOptions({ queryKey: ['support', 'order-options'] as const, queryFn: getOrderOptions })
}

/** The caller's own orders for the new-ticket form's optional order picker. */
export function useOrderOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderOptionsQueryOptions(), enabled })
}
