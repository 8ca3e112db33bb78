import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupportMessage } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { appendMessage } from './get-messages'

/** The assistant answers the customer's latest message; its reply is saved as a staff message. */
export function askAssistant(ticketId: string): Promise<SupportMessage> {
  return api.post<SupportMessage>(apiPath('/api/support/tickets/:id/assistant', { id: ticketId }), {})
}

export function useAskAssistant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: askAssistant,
    onSuccess: (message) => appendMessage(queryClient, message),
  })
}
