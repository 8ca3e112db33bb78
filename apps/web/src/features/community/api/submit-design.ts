import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateDesignBody, DesignDetail } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { myDesignsQueryKey } from './get-my-designs'

export function submitDesign(body: CreateDesignBody): Promise<DesignDetail> {
  return api.post<DesignDetail>(apiPath('/api/community-designs'), body)
}

export function useSubmitDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitDesign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDesignsQueryKey }),
  })
}
