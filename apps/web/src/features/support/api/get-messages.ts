import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { MessageListResponse, SupportMessage } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export const messagesQueryKey = (ticketId: string) => ['support', 'messages', ticketId] as const

export function getMessages(ticketId: string): Promise<MessageListResponse> {
  return api.get<MessageListResponse>(apiPath('/api/support/tickets/:id/messages', { id: ticketId }))
}

export function getMessagesQueryOptions(ticketId: string) {
  return queryOptions({ queryKey: messagesQueryKey(ticketId), queryFn: () => getMessages(ticketId) })
}

export function useMessages(ticketId: string | null) {
  return useQuery({ ...getMessagesQueryOptions(ticketId ?? ''), enabled: ticketId !== null })
}

/**
 * Adds a message to a loaded conversation once: the same message may arrive both as the answer to our
 * own request and over the realtime channel.
 */
export function appendMessage(queryClient: QueryClient, message: SupportMessage) {
  queryClient.setQueryData<MessageListResponse>(messagesQueryKey(message.ticket_id), (current) => {
    if (!current || current.items.some((item) => item.id === message.id)) return current
    return { items: [...current.items, message] }
  })
}
