import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupportMessage } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { adminSupportKeys } from './get-admin-tickets'
import { appendTicketMessage } from './get-ticket-messages'

export function replyToTicket({ ticketId, message }: { ticketId: string; message: string }) {
  return api.post<SupportMessage>(apiPath('/api/admin/support/tickets/:id/reply', { id: ticketId }), {
    message,
  })
}

/** A staff reply; the server moves the ticket to in progress, so the list is asked again. */
export function useReplyToTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: (message) => {
      appendTicketMessage(queryClient, message)
      return queryClient.invalidateQueries({ queryKey: [...adminSupportKeys.all, 'tickets'] })
    },
  })
}
