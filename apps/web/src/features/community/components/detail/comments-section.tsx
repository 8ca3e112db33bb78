import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Flag, Heart } from 'lucide-react'
import { toast } from 'sonner'
import type { DesignComment } from '@rdo/contracts'
import { DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useSession } from '@/features/auth'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { formatDateTime, formatRelative } from '@/lib/format'
import { useComments, useLikeComment } from '../../api/comments'
import { authorPath } from '../../lib/author'
import { flattenComments } from '../../lib/comment-pages'
import { CommentForm } from './comment-form'

// The dialog (and Radix Dialog) downloads only when someone reports a comment.
const loadReportDialog = () => import('./report-comment-dialog')
const ReportCommentDialog = lazy(() =>
  loadReportDialog().then((module) => ({ default: module.ReportCommentDialog })),
)

/**
 * The design's comments, oldest first, a page at a time, with likes and reports for signed-in
 * viewers and the form to add one. `commentCount` follows the live counters, so comments others add
 * while the page is open can be shown.
 */
export function CommentsSection({ designId, commentCount }: { designId: string; commentCount: number }) {
  const session = useSession()
  const location = useLocation()
  const comments = useComments(designId)
  const items = flattenComments(comments.data)
  const loadedTotal = comments.data?.pages.at(-1)?.total ?? 0
  const newOnServer = comments.isSuccess && !comments.hasNextPage && commentCount > loadedTotal
  const [reporting, setReporting] = useState<DesignComment | null>(null)

  useEffect(() => {
    if (comments.isError) toast.error(M.loadCommentsFailed)
  }, [comments.isError])

  return (
    <section
      aria-labelledby="comments-title"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
    >
      <div className="min-w-0">
        <h2 id="comments-title" className="text-2xl font-bold">
          Comments <span className="font-mono text-lg text-muted-foreground">({commentCount})</span>
        </h2>
        {comments.isPending ? (
          <div className="mt-6 flex flex-col gap-3" aria-busy="true" aria-label="Loading comments">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        ) : comments.isError && items.length === 0 ? (
          <div className="mt-6 rounded-[12px] border border-dashed p-6 text-center">
            <p className="text-sm text-muted-foreground">{M.loadCommentsFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => comments.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 && !newOnServer ? (
          <p className="mt-6 text-sm text-muted-foreground">No comments yet. Start the conversation.</p>
        ) : (
          <ul className="mt-6 flex flex-col divide-y rounded-[12px] border bg-card">
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                designId={designId}
                viewerId={session.user?.id ?? null}
                onReport={() => {
                  void loadReportDialog()
                  setReporting(comment)
                }}
              />
            ))}
          </ul>
        )}
        {comments.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button
              variant="outline"
              loading={comments.isFetchingNextPage}
              onClick={() => comments.fetchNextPage()}
            >
              Load more
            </Button>
          </div>
        )}
        {newOnServer && (
          <div className="mt-4 flex justify-center">
            <Button variant="ghost" loading={comments.isRefetching} onClick={() => comments.refetch()}>
              Show new comments
            </Button>
          </div>
        )}
      </div>
      <div>
        {session.isPending ? null : session.isSignedIn ? (
          <CommentForm designId={designId} />
        ) : (
          <div className="rounded-[12px] border border-dashed p-6 text-center">
            <p className="font-medium">{M.signInToComment}</p>
            <Link
              to="/login"
              state={{ from: location }}
              className="mt-2 inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              Sign in
            </Link>
          </div>
        )}
      </div>
      {reporting && (
        <Suspense fallback={null}>
          <ReportCommentDialog
            designId={designId}
            comment={reporting}
            open={reporting !== null}
            onOpenChange={(open) => !open && setReporting(null)}
          />
        </Suspense>
      )}
    </section>
  )
}

function CommentItem({
  comment,
  designId,
  viewerId,
  onReport,
}: {
  comment: DesignComment
  designId: string
  viewerId: string | null
  onReport: () => void
}) {
  const like = useLikeComment(designId)
  const own = viewerId !== null && viewerId === comment.author.id
  const likes = `${comment.like_count} ${comment.like_count === 1 ? 'like' : 'likes'}`

  const toggleLike = () => {
    if (like.isPending) return
    const liking = !comment.viewer_liked
    like.mutate(
      { commentId: comment.id, like: liking },
      {
        onSuccess: () => toast.success(liking ? M.commentLiked : M.commentUnliked),
        onError: (error) => toast.error(errorMessage(error)),
      },
    )
  }

  return (
    <li className="flex gap-3 p-4 sm:p-5">
      <Link
        to={authorPath(comment.author)}
        className="shrink-0 rounded-full"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Avatar src={comment.author.avatar_url} name={comment.author.display_name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to={authorPath(comment.author)}
            className="font-semibold hover:underline hover:underline-offset-4"
          >
            {comment.author.display_name}
          </Link>
          <time
            dateTime={comment.created_at}
            title={formatDateTime(comment.created_at)}
            className="text-xs text-muted-foreground"
          >
            {formatRelative(comment.created_at)}
          </time>
        </p>
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{comment.content}</p>
        <div className="mt-1 flex items-center gap-1">
          {viewerId ? (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={comment.viewer_liked}
              aria-label={`${comment.viewer_liked ? 'Unlike' : 'Like'} comment (${likes})`}
              disabled={like.isPending}
              onClick={toggleLike}
              className={cn('-ml-2 px-2', comment.viewer_liked && 'text-primary')}
            >
              <Heart aria-hidden="true" className={cn(comment.viewer_liked && 'fill-current')} />
              <span className="font-mono text-xs">{comment.like_count}</span>
            </Button>
          ) : (
            <span className="flex h-8 items-center gap-2 text-muted-foreground">
              <Heart className="size-4" aria-hidden="true" />
              <span className="font-mono text-xs">{comment.like_count}</span>
              <span className="sr-only">{likes}</span>
            </span>
          )}
          {viewerId &&
            !own &&
            (comment.viewer_reported ? (
              <span className="inline-flex h-8 items-center gap-1.5 px-2 text-xs text-muted-foreground">
                <Flag className="size-3.5" aria-hidden="true" />
                Reported
              </span>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className="px-2 text-muted-foreground"
                onPointerEnter={() => void loadReportDialog()}
                onClick={onReport}
              >
                <Flag aria-hidden="true" />
                Report
              </Button>
            ))}
        </div>
      </div>
    </li>
  )
}
