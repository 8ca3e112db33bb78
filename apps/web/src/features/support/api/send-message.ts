import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupportMessage } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { appendMessage } from './get-messages'

export function sendMessage({
  ticketId,
  message,
}: {
  ticketId: string
  message: string
}): Promise<SupportMessage> {
  return api.post<SupportMessage>(apiPath('/api/support/tickets/:id/messages', { id: ticketId }), {
    message,
  })
}

export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => appendMessage(queryClient, message),
  })
}
