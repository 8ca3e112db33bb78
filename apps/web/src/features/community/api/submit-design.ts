import { apiPath } from '@rdo/contracts/paths'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateDesignBody, DesignDetail } from '@rdo/contracts'
import { api } from '@/lib/api-client'
import { activityQueryKey } from '@/features/profiles'
import { myDesignsQueryKey } from './get-my-designs'

export function submitDesign(body: CreateDesignBody): Promise<DesignDetail> {
  return api.post<DesignDetail>(apiPath('/api/community-designs'), body)
}

export function useSubmitDesign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitDesign,
    // My Designs and the dashboard's recent activity both list the new design.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myDesignsQueryKey }),
        queryClient.invalidateQueries({ queryKey: activityQueryKey }),
      ]),
  })
}
