import { useState } from 'react'
import { Link } from 'react-router'
import { CheckCircle2, ExternalLink, Info, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { ANOMALY_REASONS, VOTE_ANOMALY_MESSAGES as M, type VoteAnomaly } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { CrudListSection } from '@/components/admin/crud-list-section'
import type { ColumnDef } from '@/components/admin/data-table'
import { useListParams } from '@/components/admin/use-list-params'
import { errorMessage } from '@/lib/api-client'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { linkClass } from '@/components/admin/link-class'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { useAnomalyAction, useVoteAnomalies } from '../api/anomalies-api'
import { actionTypeLabel } from '../lib/labels'
import { DesignThumb, PageHeader, PersonLink, RelativeTime } from './parts'

function Banner({ open }: { open: number | undefined }) {
  return (
    <section
      aria-labelledby="anomaly-banner-heading"
      className="rounded-xl border border-info/30 bg-info-soft p-4 text-sm"
    >
      <div className="flex items-start gap-3">
        <Info className="mt-0.5 size-5 shrink-0 text-info" aria-hidden="true" />
        <div className="space-y-2">
          <h2 id="anomaly-banner-heading" className="font-semibold">
            {open === undefined
              ? 'Suspicious voting'
              : `${open.toLocaleString('en-US')} open ${open === 1 ? 'flag' : 'flags'}`}
          </h2>
          <p>
            A vote or dislike is flagged when one of these checks matches. Flags never block a vote: the vote
            counts until you remove it here.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {Object.values(ANOMALY_REASONS).map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>
            Remove vote deletes the vote or dislike and corrects the design’s counts; Mark resolved keeps it.
            Either way the flag leaves this list.
          </p>
        </div>
      </div>
    </section>
  )
}

function AnomalyActions({ anomaly }: { anomaly: VoteAnomaly }) {
  const action = useAnomalyAction()
  const [confirm, setConfirm] = useState(false)
  const busy = action.isPending
  const what = anomaly.action_type === 'dislike' ? 'dislike' : 'vote'
  const remove = () =>
    action.mutate(
      { id: anomaly.id, kind: 'remove-vote' },
      {
        onSuccess: () => {
          setConfirm(false)
          toast.success(M.voteRemoved)
        },
        onError: (error) =>
          toast.error(M.removeFailed, { description: errorMessage(error, '') || undefined }),
      },
    )
  const resolve = () =>
    action.mutate(
      { id: anomaly.id, kind: 'resolve' },
      {
        onSuccess: () => toast.success(M.resolved),
        onError: (error) =>
          toast.error(M.resolveFailed, { description: errorMessage(error, '') || undefined }),
      },
    )
  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || !anomaly.action_present}
        title={anomaly.action_present ? undefined : `The ${what} was already removed`}
        onClick={() => setConfirm(true)}
      >
        <Trash2 aria-hidden="true" />
        Remove vote
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        loading={busy && action.variables?.kind === 'resolve'}
        onClick={resolve}
      >
        <CheckCircle2 aria-hidden="true" />
        Mark resolved
      </Button>
      <Link
        to={`/admin/designs/${anomaly.design.id}`}
        className={`${linkClass} px-2 text-sm whitespace-nowrap`}
      >
        Review design
      </Link>
      <ConfirmDialog
        destructive
        open={confirm}
        onOpenChange={setConfirm}
        title={`Remove this ${what}?`}
        description={`The ${what} by ${anomaly.user.full_name || anomaly.user.email} on “${anomaly.design.description}” is deleted, the design’s counts are corrected and the flag is resolved.`}
        confirmLabel="Remove vote"
        onConfirm={remove}
        pending={busy && action.variables?.kind === 'remove-vote'}
      />
    </div>
  )
}

const columns: ColumnDef<VoteAnomaly>[] = [
  {
    id: 'design',
    header: 'Design',
    enableSorting: false,
    cell: ({ row }) => {
      const { design } = row.original
      return (
        <div className="flex min-w-56 items-center gap-3">
          <DesignThumb url={design.image_url} size={40} />
          <div className="min-w-0">
            <p className="line-clamp-2 max-w-56 break-words">{design.description}</p>
            <a
              href={`/community-designs/${design.id}`}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} inline-flex items-center gap-1 text-xs`}
            >
              View Design
              <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        </div>
      )
    },
  },
  {
    id: 'user',
    header: 'User',
    enableSorting: false,
    cell: ({ row }) => <PersonLink person={row.original.user} />,
  },
  {
    id: 'action_type',
    header: 'Action',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        {actionTypeLabel(row.original.action_type)}
        {!row.original.action_present && (
          <span className="block text-xs text-muted-foreground">Already removed</span>
        )}
      </span>
    ),
  },
  {
    id: 'reason',
    header: 'Reason',
    enableSorting: false,
    cell: ({ row }) => <span className="block max-w-72 min-w-48 text-sm">{row.original.reason}</span>,
  },
  {
    id: 'created_at',
    header: 'When',
    enableSorting: true,
    cell: ({ row }) => <RelativeTime value={row.original.created_at} />,
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableSorting: false,
    cell: ({ row }) => <AnomalyActions anomaly={row.original} />,
  },
]

/** /admin/vote-anomalies — open flags on votes and dislikes, newest first, with what to do about each. */
export function VoteAnomaliesPage() {
  const { params, update, query } = useListParams({ sort: 'created_at' })
  const list = useVoteAnomalies(query)
  useLoadErrorToast(list, M.loadFailed, { scope: 'admin-designs', retry: false })
  return (
    <CrudListSection
      label="Vote anomalies"
      list={list}
      params={params}
      update={update}
      columns={columns}
      rowId={(r) => r.id}
      searchLabel="Search by design, user or reason"
      errorText={M.loadFailed}
      emptyText={M.empty}
      header={
        <>
          <PageHeader
            title="Vote anomalies"
            description="Votes and dislikes the checks flagged as suspicious."
            back={{ to: '/admin', label: 'Back to dashboard' }}
          />
          <Banner open={list.data?.suspicious_total} />
        </>
      }
    />
  )
}
