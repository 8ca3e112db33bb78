import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AdminTicketListResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

/** Staff have no live channel for other people's tickets, so the inbox asks again every 15 seconds. */
export const INBOX_POLL_MS = 15_000

export const adminSupportKeys = {
  all: ['admin', 'support'] as const,
  tickets: (query: object) => ['admin', 'support', 'tickets', query] as const,
  messages: (ticketId: string) => ['admin', 'support', 'messages', ticketId] as const,
}

export function getAdminTickets(query: Record<string, string | number>) {
  return api.get<AdminTicketListResponse>(apiPath('/api/admin/support/tickets'), { query })
}

export function useAdminTickets(query: Record<string, string | number>) {
  return useQuery({
    queryKey: adminSupportKeys.tickets(query),
    queryFn: () => getAdminTickets(query),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
  })
}
