import { useState } from 'react'
import { Link } from 'react-router'
import { EyeOff, XCircle } from 'lucide-react'
import { toast } from 'sonner'
import { COMMENT_MODERATION_MESSAGES as M, type ReportedComment } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { errorMessage } from '@/lib/api-client'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { linkClass } from '@/components/admin/link-class'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { useCommentReports, useModerateComment } from '../api/comment-reports-api'
import { PageHeader, PersonLink, RelativeTime } from './parts'

function ReportActions({ report }: { report: ReportedComment }) {
  const moderate = useModerateComment()
  const [confirm, setConfirm] = useState(false)
  const busy = moderate.isPending
  const hide = () =>
    moderate.mutate(
      { commentId: report.comment_id, kind: 'hide' },
      {
        onSuccess: () => {
          setConfirm(false)
          toast.success(M.hidden)
        },
        onError: (error) => toast.error(M.hideFailed, { description: errorMessage(error, '') || undefined }),
      },
    )
  const dismiss = () =>
    moderate.mutate(
      { commentId: report.comment_id, kind: 'dismiss' },
      {
        onSuccess: () => toast.success(M.dismissed),
        onError: (error) =>
          toast.error(M.dismissFailed, { description: errorMessage(error, '') || undefined }),
      },
    )
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || report.hidden}
        title={report.hidden ? 'This comment is already hidden' : undefined}
        onClick={() => setConfirm(true)}
      >
        <EyeOff aria-hidden="true" />
        Hide comment
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        loading={busy && moderate.variables?.kind === 'dismiss'}
        onClick={dismiss}
      >
        <XCircle aria-hidden="true" />
        Dismiss reports
      </Button>
      <ConfirmDialog
        destructive
        open={confirm}
        onOpenChange={setConfirm}
        title="Hide this comment?"
        description={`The comment by ${report.author.name || report.author.email} is no longer shown on “${report.design.description}”, and its reports are closed.`}
        confirmLabel="Hide comment"
        onConfirm={hide}
        pending={busy && moderate.variables?.kind === 'hide'}
      />
    </div>
  )
}

const columns: ColumnDef<ReportedComment>[] = [
  {
    id: 'content',
    header: 'Comment',
    enableSorting: false,
    cell: ({ row }) => (
      <div className="max-w-80 min-w-56 space-y-1">
        <p className="line-clamp-3 text-sm break-words whitespace-pre-line" title={row.original.content}>
          {row.original.content}
        </p>
        {row.original.hidden && <Badge variant="neutral">Hidden</Badge>}
      </div>
    ),
  },
  {
    id: 'author',
    header: 'Author',
    enableSorting: false,
    cell: ({ row }) => <PersonLink person={row.original.author} />,
  },
  {
    id: 'design',
    header: 'Design',
    enableSorting: false,
    cell: ({ row }) => (
      <Link
        to={`/admin/designs/${row.original.design.id}`}
        className={`${linkClass} line-clamp-2 max-w-48 break-words`}
      >
        {row.original.design.description}
      </Link>
    ),
  },
  {
    id: 'report_count',
    header: 'Reports',
    enableSorting: true,
    cell: ({ row }) => <span className="font-mono tabular-nums">{row.original.report_count}</span>,
  },
  {
    id: 'reasons',
    header: 'Reasons',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.reasons.length > 0 ? (
        <ul className="max-w-64 min-w-40 list-disc space-y-0.5 pl-4 text-sm">
          {row.original.reasons.map((reason, i) => (
            <li key={i} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-muted-foreground">No reason given</span>
      ),
  },
  {
    id: 'last_reported_at',
    header: 'Last reported',
    enableSorting: true,
    cell: ({ row }) => <RelativeTime value={row.original.last_reported_at} />,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => <ReportActions report={row.original} />,
  },
]

/** /admin/comment-reports — comments people reported, most recently reported first. */
export function CommentReportsPage() {
  const { params, update, query } = useListParams({ sort: 'last_reported_at' })
  const list = useCommentReports(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-designs', retry: false })
  return (
    <CrudListSection
      label="Reported comments"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(r) => r.comment_id}
      searchLabel="Search by comment or author"
      errorText={M.loadFailed}
      emptyText={M.empty}
      header={
        <PageHeader
          title="Comment reports"
          description="Comments on community designs that people reported. Hide a comment to take it off the design page, or dismiss the reports to keep it."
          back={{ to: '/admin', label: 'Back to dashboard' }}
        />
      }
    />
  )
}
