import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { SUPPORT_MESSAGE_EVENT, type SupportMessage } from '@rdo/contracts'
import { subscribe } from '@/lib/realtime'
import { appendMessage } from '../api/get-messages'
import { ticketsQueryKey } from '../api/get-tickets'

/**
 * New messages of the user's tickets arrive over the realtime channel: each one is appended (once) to
 * its loaded conversation; a staff reply may also move the ticket's status, so the list is refreshed.
 */
export function useLiveSupportMessages() {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      subscribe<SupportMessage>(SUPPORT_MESSAGE_EVENT, (message) => {
        if (!message || typeof message !== 'object' || !message.id || !message.ticket_id) return
        appendMessage(queryClient, message)
        if (message.is_staff) void queryClient.invalidateQueries({ queryKey: ticketsQueryKey })
      }),
    [queryClient],
  )
}
