import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Fulfilment } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { fulfilmentAdminKeys } from './fulfilment-admin-keys'

type Answer = { fulfilment: Fulfilment }

const retry = (id: string) => api.post<Answer>(apiPath('/api/admin/fulfilment/:id/retry', { id }))
const sendToProduction = (id: string) =>
  api.post<Answer>(apiPath('/api/admin/fulfilment/:id/send-to-production', { id }))

/**
 * A row's action (Retry a refused Printify submission, or Send to production); the queue is loaded
 * again afterwards, since the row may leave the current filter. The callbacks live on the mutation,
 * so the toast still shows if the row left the screen meanwhile.
 */
function useQueueAction(
  action: (id: string) => Promise<Answer>,
  callbacks: { onSuccess?: () => void; onError?: (error: unknown) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      callbacks.onSuccess?.()
      await queryClient.invalidateQueries({ queryKey: fulfilmentAdminKeys.lists })
    },
    onError: (error) => callbacks.onError?.(error),
  })
}

export const useRetryFulfilment = (callbacks: Parameters<typeof useQueueAction>[1] = {}) =>
  useQueueAction(retry, callbacks)

export const useSendToProduction = (callbacks: Parameters<typeof useQueueAction>[1] = {}) =>
  useQueueAction(sendToProduction, callbacks)
