import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrintifyWebhookState } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { fulfilmentAdminKeys } from './fulfilment-admin-keys'

/** Whether Printify is connected, where it delivers, and each shop's registered topics. */
export function usePrintifyWebhooks() {
  return useQuery({
    queryKey: fulfilmentAdminKeys.webhooks,
    queryFn: () => api.get<PrintifyWebhookState>(apiPath('/api/admin/fulfilment/webhooks')),
  })
}

/** Registers (again) the shop's webhook with every Printify shop; answers the new state. */
export function useRegisterPrintifyWebhooks() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<PrintifyWebhookState>(apiPath('/api/admin/fulfilment/webhooks')),
    onSuccess: (state) => queryClient.setQueryData(fulfilmentAdminKeys.webhooks, state),
  })
}
