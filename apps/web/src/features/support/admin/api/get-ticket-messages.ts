import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { MessageListResponse, SupportMessage } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { adminSupportKeys, INBOX_POLL_MS } from './get-admin-tickets'

export function getTicketMessages(ticketId: string) {
  return api.get<MessageListResponse>(apiPath('/api/admin/support/tickets/:id/messages', { id: ticketId }))
}

/** The open conversation, oldest first; new customer messages show within the poll interval. */
export function useTicketMessages(ticketId: string) {
  return useQuery({
    queryKey: adminSupportKeys.messages(ticketId),
    queryFn: () => getTicketMessages(ticketId),
    refetchInterval: INBOX_POLL_MS,
  })
}

/** Adds a message to a loaded conversation once (our own reply, before the next poll). */
export function appendTicketMessage(queryClient: QueryClient, message: SupportMessage) {
  queryClient.setQueryData<MessageListResponse>(adminSupportKeys.messages(message.ticket_id), (current) => {
    if (!current || current.items.some((m) => m.id === message.id)) return current
    return { items: [...current.items, message] }
  })
}
