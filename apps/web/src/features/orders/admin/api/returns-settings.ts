import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { RETURN_MESSAGES, type ReturnsSettings } from '@rdo/contracts'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { orderKeys } from './order-keys'

export const getReturnsSettings = () => api.get<ReturnsSettings>(apiPath('/api/admin/returns/settings'))

export const useReturnsSettings = () =>
  useQuery({ queryKey: orderKeys.returnSettings, queryFn: getReturnsSettings })

export function useSaveReturnsSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (value: ReturnsSettings) =>
      api.put<ReturnsSettings>(apiPath('/api/admin/returns/settings'), value),
    onSuccess: (value) => {
      toast.success(RETURN_MESSAGES.settingsSaved)
      queryClient.setQueryData(orderKeys.returnSettings, value)
    },
    onError: (error) => toast.error(errorMessage(error, RETURN_MESSAGES.actionFailed)),
  })
}
