import { useMutation } from '@tanstack/react-query'
import type { AssistantDraftResponse } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'

/** The assistant's answer to the customer's latest message, as text to edit; nothing is sent or saved. */
export function getAssistantDraft(ticketId: string) {
  return api.post<AssistantDraftResponse>(
    apiPath('/api/admin/support/tickets/:id/assistant', { id: ticketId }),
    { draft: true },
  )
}

export function useAssistantDraft() {
  return useMutation({ mutationFn: getAssistantDraft })
}
