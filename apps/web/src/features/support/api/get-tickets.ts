import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TicketListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const ticketsQueryKey = ['support', 'tickets'] as const

export function getTickets(): Promise<TicketListResponse> {
  return api.get<TicketListResponse>(apiPath('/api/support/tickets'))
}

export function getTicketsQueryOptions() {
  return queryOptions({ queryKey: ticketsQueryKey, queryFn: getTickets })
}

export function useTickets() {
  return useQuery(getTicketsQueryOptions())
}
