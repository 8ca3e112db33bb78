import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateTicketBody, SupportTicket, TicketListResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { profileSummaryQueryKey } from '@/features/profiles'
import { ticketsQueryKey } from './get-tickets'

export function createTicket(body: CreateTicketBody): Promise<SupportTicket> {
  return api.post<SupportTicket>(apiPath('/api/support/tickets'), body)
}

export function useCreateTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      // Show the new ticket at once (newest first); the refetch then confirms the list.
      queryClient.setQueryData<TicketListResponse>(ticketsQueryKey, (current) =>
        current ? { items: [ticket, ...current.items.filter((t) => t.id !== ticket.id)] } : current,
      )
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileSummaryQueryKey }),
      ])
    },
  })
}
