import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type {
  Segment,
  SegmentBody,
  SegmentCountResponse,
  SegmentCriteria,
  SegmentListResponse,
} from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { apiPath } from '@rdo/contracts/paths'
import { api, errorMessage } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { marketingKeys, type ListQuery } from './marketing-keys'

export const getSegments = (query: ListQuery) =>
  api.get<SegmentListResponse>(apiPath('/api/admin/marketing/segments'), { query })

/** One server page of segments with their counts (also the send forms' choices, with PICKER_QUERY). */
export function useSegments(query: ListQuery) {
  return useQuery({
    queryKey: marketingKeys.segmentList(query),
    queryFn: () => getSegments(query),
    placeholderData: keepPreviousData,
  })
}

const COUNT_DEBOUNCE_MS = 300

/** How many subscribers the criteria being edited match, asked once the checkboxes stop changing. */
export function useSegmentCount(criteria: SegmentCriteria, enabled: boolean) {
  const settled = useDebouncedValue(criteria, COUNT_DEBOUNCE_MS)
  return useQuery({
    queryKey: marketingKeys.segmentCount(settled),
    queryFn: () =>
      api.post<SegmentCountResponse>(apiPath('/api/admin/marketing/segments/count'), { criteria: settled }),
    enabled,
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  })
}

type SaveVars = { id: string | null; body: SegmentBody }

const saveSegment = ({ id, body }: SaveVars) =>
  id
    ? api.patch<Segment>(apiPath('/api/admin/marketing/segments/:id', { id }), body)
    : api.post<Segment>(apiPath('/api/admin/marketing/segments'), body)

/** Creates (no id) or updates a segment; every segment list, count and the overview reload. */
export function useSaveSegment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSegment,
    onSuccess: (_data, { id }) => {
      toast.success(id ? M.segmentUpdated : M.segmentCreated)
      void queryClient.invalidateQueries({ queryKey: marketingKeys.segments })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
    },
    onError: (error, { id }) =>
      toast.error(errorMessage(error, id ? M.segmentUpdateFailed : M.segmentCreateFailed)),
  })
}

const deleteSegment = (id: string) =>
  api.delete<unknown>(apiPath('/api/admin/marketing/segments/:id', { id }))

export function useDeleteSegment({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSegment,
    onSuccess: () => {
      toast.success(M.segmentDeleted)
      void queryClient.invalidateQueries({ queryKey: marketingKeys.segments })
      void queryClient.invalidateQueries({ queryKey: marketingKeys.overview })
    },
    onError: (error) => toast.error(errorMessage(error, M.segmentDeleteFailed)),
    onSettled: () => onSettled?.(),
  })
}
