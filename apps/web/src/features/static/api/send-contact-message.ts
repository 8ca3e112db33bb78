import { apiPath } from '@rdo/contracts/paths'
import { useMutation } from '@tanstack/react-query'
import type { ContactBody, ContactResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

/** Opens a support ticket with its first message; staff are notified by email. */
export function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  return api.post<ContactResponse>(apiPath('/api/contact'), body)
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage })
}
