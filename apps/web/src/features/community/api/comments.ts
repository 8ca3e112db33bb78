import { apiPath } from '@rdo/contracts/paths'
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { CommentLikeResponse, CommentListResponse, DesignComment, DesignDetail } from '@rdo/contracts'
import { COMMENT_PAGE_SIZE } from '@rdo/contracts/community-messages'
import { useSession } from '@/features/auth'
import { api } from '@/lib/api-client'
import { useHydrated } from '@/lib/use-hydrated'
import { appendComment, patchComment } from '../lib/comment-pages'
import { designKeys } from './design-keys'

export function getComments(designId: string, page: number): Promise<CommentListResponse> {
  return api.get<CommentListResponse>(apiPath('/api/community-designs/:id/comments', { id: designId }), {
    query: { page, per_page: COMMENT_PAGE_SIZE },
  })
}

export function getCommentsQueryOptions(designId: string, userId: string) {
  return infiniteQueryOptions({
    // Per viewer: each comment says whether this viewer liked or reported it.
    queryKey: [...designKeys.comments(designId), userId],
    queryFn: ({ pageParam }) => getComments(designId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  })
}

/**
 * The design's comments, oldest first, a page at a time ('Load more'). Loaded in the browser only:
 * they sit below the fold, show times relative to now, and know the viewer's likes.
 */
export function useComments(designId: string) {
  const hydrated = useHydrated()
  const session = useSession()
  const userId = session.user?.id ?? ''
  return useInfiniteQuery({
    ...getCommentsQueryOptions(designId, userId),
    enabled: hydrated && !session.isPending,
  })
}

type CommentPages = InfiniteData<CommentListResponse, number>

function updateComments(
  queryClient: QueryClient,
  designId: string,
  update: (data: CommentPages) => CommentPages,
) {
  queryClient.setQueriesData<CommentPages>({ queryKey: designKeys.comments(designId) }, (data) =>
    data ? update(data) : data,
  )
}

export function createComment(designId: string, content: string): Promise<DesignComment> {
  return api.post<DesignComment>(apiPath('/api/community-designs/:id/comments', { id: designId }), {
    content,
  })
}

export function useCreateComment(designId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (content: string) => createComment(designId, content),
    onSuccess: (comment) => {
      updateComments(queryClient, designId, (data) => appendComment(data, comment))
      queryClient.setQueryData<DesignDetail>(designKeys.detail(designId), (detail) =>
        detail ? { ...detail, comment_count: detail.comment_count + 1 } : detail,
      )
    },
  })
}

export function likeComment(commentId: string, like: boolean): Promise<CommentLikeResponse> {
  const path = apiPath('/api/community-designs/comments/:commentId/like', { commentId })
  return like ? api.post<CommentLikeResponse>(path) : api.delete<CommentLikeResponse>(path)
}

export function useLikeComment(designId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ commentId, like }: { commentId: string; like: boolean }) => likeComment(commentId, like),
    onSuccess: (result, { commentId }) =>
      updateComments(queryClient, designId, (data) =>
        patchComment(data, commentId, { viewer_liked: result.liked, like_count: result.like_count }),
      ),
  })
}

export function reportComment(commentId: string, reason: string): Promise<{ reported: true }> {
  return api.post<{ reported: true }>(
    apiPath('/api/community-designs/comments/:commentId/report', { commentId }),
    reason ? { reason } : {},
  )
}

export function useReportComment(designId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: string; reason: string }) =>
      reportComment(commentId, reason),
    onSuccess: (_result, { commentId }) =>
      updateComments(queryClient, designId, (data) =>
        patchComment(data, commentId, { viewer_reported: true }),
      ),
  })
}
