import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupportTicket, TicketStatus } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { adminKeys } from '@/components/admin/admin-keys'
import { adminSupportKeys } from './get-admin-tickets'

export function setTicketStatus({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  return api.patch<SupportTicket>(apiPath('/api/admin/support/tickets/:id', { id: ticketId }), { status })
}

export function useSetTicketStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setTicketStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminSupportKeys.all, 'tickets'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary }),
      ]),
  })
}
