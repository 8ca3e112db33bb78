import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { SubscriberListResponse } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { marketingKeys, type ListQuery } from './marketing-keys'

export const getSubscribers = (query: ListQuery) =>
  api.get<SubscriberListResponse>(apiPath('/api/admin/marketing/subscribers'), { query })

/** One server page of subscribers; the previous page stays on screen while the next one loads. */
export function useSubscribers(query: ListQuery) {
  return useQuery({
    queryKey: marketingKeys.subscriberList(query),
    queryFn: () => getSubscribers(query),
    placeholderData: keepPreviousData,
  })
}

const unsubscribe = (id: string) =>
  api.post<unknown>(apiPath('/api/admin/marketing/subscribers/:id/unsubscribe', { id }))

/** Unsubscribes one subscriber; subscriber lists, segment counts and the overview reload. */
export function useUnsubscribe({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => {
      toast.success(M.subscriberUnsubscribed)
      void queryClient.invalidateQueries({ queryKey: marketingKeys.subscribers })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.segments })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
    },
    onError: (error) => toast.error(errorMessage(error, M.unsubscribeFailed)),
    onSettled: () => onSettled?.(),
  })
}
