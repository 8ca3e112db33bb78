import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { DROP_MESSAGES, type AdminDropResponse, type DropScheduleBody } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { dropKeys } from './drop-keys'

/** The drop list and the shop's product data (which carries the drop's times) after a change. */
function useRefreshDrops() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dropKeys.admin }),
      queryClient.invalidateQueries({ queryKey: ['products'] }),
    ])
}

/** PUT /api/admin/products/:id/drop: schedules the product's drop or replaces its schedule. */
export function useSaveDrop(productId: string) {
  const refresh = useRefreshDrops()
  return useMutation({
    mutationFn: (body: DropScheduleBody) =>
      api.put<AdminDropResponse>(apiPath('/api/admin/products/:id/drop', { id: productId }), body),
    onSuccess: async () => {
      toast.success(DROP_MESSAGES.dropSaved)
      await refresh()
    },
  })
}

/** DELETE /api/admin/products/:id/drop: the product sells normally again. */
export function useRemoveDrop(productId: string) {
  const refresh = useRefreshDrops()
  return useMutation({
    mutationFn: () => api.delete<unknown>(apiPath('/api/admin/products/:id/drop', { id: productId })),
    onSuccess: async () => {
      toast.success(DROP_MESSAGES.dropRemoved)
      await refresh()
    },
  })
}
