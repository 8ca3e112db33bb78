import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type {
  MarketingTemplate,
  MarketingTemplateBody,
  MarketingTemplateListResponse,
} from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { marketingKeys, type ListQuery } from './marketing-keys'

export const getMarketingTemplates = (query: ListQuery) =>
  api.get<MarketingTemplateListResponse>(apiPath('/api/admin/marketing/templates'), { query })

/** One server page of marketing templates (also the campaign form's choices, with PICKER_QUERY). */
export function useMarketingTemplates(query: ListQuery) {
  return useQuery({
    queryKey: marketingKeys.templateList(query),
    queryFn: () => getMarketingTemplates(query),
    placeholderData: keepPreviousData,
  })
}

type SaveVars = { id: string | null; body: MarketingTemplateBody }

const saveTemplate = ({ id, body }: SaveVars) =>
  id
    ? api.patch<MarketingTemplate>(apiPath('/api/admin/marketing/templates/:id', { id }), body)
    : api.post<MarketingTemplate>(apiPath('/api/admin/marketing/templates'), body)

/** Creates (no id) or updates a marketing template; the lists and the overview's count reload. */
export function useSaveMarketingTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: (_data, { id }) => {
      toast.success(id ? M.templateUpdated : M.templateCreated)
      void queryClient.invalidateQueries({ queryKey: marketingKeys.templates })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
    },
    onError: (error, { id }) =>
      toast.error(errorMessage(error, id ? M.templateUpdateFailed : M.templateCreateFailed)),
  })
}

const deleteTemplate = (id: string) =>
  api.delete<unknown>(apiPath('/api/admin/marketing/templates/:id', { id }))

export function useDeleteMarketingTemplate({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => {
      toast.success(M.templateDeleted)
      void queryClient.invalidateQueries({ queryKey: marketingKeys.templates })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
    },
    onError: (error) => toast.error(errorMessage(error, M.templateDeleteFailed)),
    onSettled: () => onSettled?.(),
  })
}
