import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import {
  FULFILMENT_MESSAGES,
  type DeliverLinesBody,
  type OrderFulfilmentResponse,
  type ShipLinesBody,
} from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export function getOrderFulfilment(id: string) {
  return api.get<OrderFulfilmentResponse>(apiPath('/api/admin/orders/:id/fulfilment', { id }))
}

/** The order's fulfilments (one per provider), its parcels and each line's state. */
export function useOrderFulfilment(id: string) {
  return useQuery({ queryKey: orderKeys.fulfilment(id), queryFn: () => getOrderFulfilment(id) })
}

export function shipLines({ id, body }: { id: string; body: ShipLinesBody }) {
  return api.post<OrderFulfilmentResponse>(apiPath('/api/admin/orders/:id/shipments', { id }), body)
}

export function deliverLines({ id, body }: { id: string; body: DeliverLinesBody }) {
  return api.post<OrderFulfilmentResponse>(apiPath('/api/admin/orders/:id/deliveries', { id }), body)
}

/**
 * After a shipment or a delivery the answer is the new fulfilment data; the order's status may have
 * moved with it (Partially shipped, Shipped, Delivered), so its detail, fulfilment and the lists reload.
 */
function useFulfilmentChange<B>(
  mutationFn: (v: { id: string; body: B }) => Promise<OrderFulfilmentResponse>,
  success: string,
  failed: string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (data, { id }) => {
      toast.success(success)
      queryClient.setQueryData(orderKeys.fulfilment(id), data)
    },
    onError: (error, { id }) => {
      toast.error(errorMessage(error, failed))
      // The lines may have moved meanwhile (another admin, the provider): show where they are now.
      void queryClient.invalidateQueries({ queryKey: orderKeys.fulfilment(id) })
    },
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
    },
  })
}

export const SHIP_FAILED = 'Failed to mark as shipped'
export const DELIVER_FAILED = 'Failed to mark as delivered'
export const useShipLines = () => useFulfilmentChange(shipLines, FULFILMENT_MESSAGES.shipped, SHIP_FAILED)
export const useDeliverLines = () =>
  useFulfilmentChange(deliverLines, FULFILMENT_MESSAGES.delivered, DELIVER_FAILED)
