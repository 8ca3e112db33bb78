import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { RETURN_MESSAGES, type AdminReturn } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export type ReturnAction =
  | { id: string; action: 'approve' | 'reject'; message: string }
  | { id: string; action: 'receive'; restock: boolean }

export function actOnReturn(a: ReturnAction) {
  if (a.action === 'receive') {
    return api.post<AdminReturn>(apiPath('/api/admin/returns/:id/receive', { id: a.id }), {
      restock: a.restock,
    })
  }
  const path =
    a.action === 'approve'
      ? apiPath('/api/admin/returns/:id/approve', { id: a.id })
      : apiPath('/api/admin/returns/:id/reject', { id: a.id })
  return api.post<AdminReturn>(path, { message: a.message })
}

const DONE = {
  approve: RETURN_MESSAGES.approved,
  reject: RETURN_MESSAGES.rejected,
  receive: RETURN_MESSAGES.received,
}

/** Approving, rejecting or receiving a return: its order (a received one is refunded) and the lists reload. */
export function useReturnAction({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: actOnReturn,
    onSuccess: (_r, a) => {
      toast.success(DONE[a.action])
      onSuccess?.()
    },
    onError: (error) => toast.error(errorMessage(error, RETURN_MESSAGES.actionFailed)),
    onSettled: (r) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.returns })
      if (r) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(r.order_id) })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists })
    },
  })
}
