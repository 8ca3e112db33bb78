import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminDiscountCodeSavedResponse, DiscountCodeBody } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { discountKeys } from '../../api/discount-keys'

/** After any change every list (and the email pickers) loads again; the saved code is cached as answered. */
function useSettled() {
  const queryClient = useQueryClient()
  return (saved?: AdminDiscountCodeSavedResponse) => {
    if (saved) queryClient.setQueryData(discountKeys.detail(saved.discount.id), { discount: saved.discount })
    void queryClient.invalidateQueries({ queryKey: discountKeys.lists })
    void queryClient.invalidateQueries({ queryKey: discountKeys.sendable })
  }
}

/** Creates a code (no id) or saves an existing one. */
export function useSaveDiscount(id: string | null) {
  const settled = useSettled()
  return useMutation({
    mutationFn: (body: DiscountCodeBody) =>
      id
        ? api.put<AdminDiscountCodeSavedResponse>(apiPath('/api/admin/discounts/:id', { id }), body)
        : api.post<AdminDiscountCodeSavedResponse>(apiPath('/api/admin/discounts'), body),
    onSuccess: settled,
  })
}

export function useSetDiscountActive() {
  const settled = useSettled()
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.post<AdminDiscountCodeSavedResponse>(
        active
          ? apiPath('/api/admin/discounts/:id/activate', { id })
          : apiPath('/api/admin/discounts/:id/deactivate', { id }),
      ),
    onSuccess: settled,
  })
}

export function useDeleteDiscount() {
  const settled = useSettled()
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(apiPath('/api/admin/discounts/:id', { id })),
    onSuccess: () => settled(),
  })
}
