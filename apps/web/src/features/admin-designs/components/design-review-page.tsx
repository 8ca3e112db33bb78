import { useId, useState, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useMutation } from '@tanstack/react-query'
import { Check, ExternalLink, ImageOff, RotateCcw, Send, ShieldAlert, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_DESIGN_MESSAGES as M, DESIGN_MESSAGES, type AdminDesignDetail } from '@rdo/contracts'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FieldError } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage, isApiError } from '@/lib/api-client'
import { formatDate, formatDateTime } from '@/lib/format'
import { linkClass } from '@/components/admin/link-class'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { uploadMockup, useAdminDesign, useReviewDesign } from '../api/designs-api'
import { feedbackProblem, mockupFileProblem } from '../lib/mockup'
import { MockupUpload } from './mockup-upload'
import { DesignImage, DesignStageBadge, PageHeader, PersonLink } from './parts'

const BACK = { to: '/admin/designs', label: 'Back to submissions' }
const failed = (title: string, error: unknown) =>
  toast.error(title, { description: errorMessage(error, '') || undefined })

function DesignNotFound() {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <ImageOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-display text-2xl font-bold">{M.notFound}</h1>
      <p className="text-sm text-muted-foreground">This design does not exist or was deleted.</p>
      <Button asChild variant="outline">
        <Link to="/admin/designs">Back to submissions</Link>
      </Button>
    </Card>
  )
}

function Fact({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono break-all tabular-nums' : 'break-words'}>{children}</dd>
    </div>
  )
}

function Images({ design }: { design: AdminDesignDetail }) {
  const images = design.images.length > 0 ? design.images : [design.image_url]
  const [primary, ...rest] = images
  return (
    <section aria-label="Images" className="space-y-3">
      <DesignImage eager url={primary!} alt={`${design.description}, main image`} />
      {rest.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {rest.map((url, i) => (
            <li key={`${url}-${i}`}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <DesignImage url={url} alt={`${design.description}, image ${i + 2} (opens in a new tab)`} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Details({ design }: { design: AdminDesignDetail }) {
  return (
    <Card className="space-y-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <DesignStageBadge design={design} />
        <span className="text-sm text-muted-foreground">Submitted {formatDate(design.created_at)}</span>
      </div>
      {design.prompt ? (
        <p className="text-sm whitespace-pre-line break-words">{design.prompt}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No description given.</p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Fact label="Style">{design.style ?? '—'}</Fact>
        <Fact label="Type">
          <span className="capitalize">{design.design_type}</span>
        </Fact>
        <Fact label="Category">{design.category}</Fact>
        <Fact label="Votes" mono>
          {design.votes.toLocaleString('en-US')}
        </Fact>
        <Fact label="Dislikes" mono>
          {design.dislike_count.toLocaleString('en-US')}
        </Fact>
        <Fact label="Net score" mono>
          {design.net_score.toLocaleString('en-US')}
        </Fact>
        <Fact label="Weighted score" mono>
          {(Math.round(design.weighted_score * 100) / 100).toLocaleString('en-US')}
        </Fact>
        <Fact label="Comments" mono>
          {design.comment_count.toLocaleString('en-US')}
        </Fact>
        <Fact label="Open anomalies">
          {design.open_anomalies > 0 ? (
            <Link to="/admin/vote-anomalies" className={`${linkClass} inline-flex items-center gap-1`}>
              <ShieldAlert className="size-4" aria-hidden="true" />
              {design.open_anomalies} to review
            </Link>
          ) : (
            <span className="font-mono">0</span>
          )}
        </Fact>
      </dl>
      <dl className="grid gap-3 border-t pt-4 text-sm sm:grid-cols-2">
        <Fact label="Submitter">
          <PersonLink person={design.submitter} />
        </Fact>
        <Fact label="Reward wallet" mono={!!design.wallet_address}>
          {design.wallet_address ?? <span className="text-muted-foreground">Not given</span>}
        </Fact>
      </dl>
      <a
        href={`/community-designs/${design.id}`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        <ExternalLink aria-hidden="true" />
        View on shop
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Card>
  )
}

function Review({ design }: { design: AdminDesignDetail }) {
  const navigate = useNavigate()
  const review = useReviewDesign()
  const [mockupUrl, setMockupUrl] = useState<string | null>(null)
  const [mockupMissing, setMockupMissing] = useState(false)
  const [feedback, setFeedback] = useState('')
  const [feedbackError, setFeedbackError] = useState<string | undefined>()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const feedbackId = useId()
  const upload = useMutation({
    mutationFn: uploadMockup,
    onSuccess: ({ url }) => {
      setMockupUrl(url)
      setMockupMissing(false)
      toast.success(M.mockupUploaded)
    },
    onError: (error) => failed(M.mockupFailed, error),
  })
  const busy = review.isPending || upload.isPending
  const approved = design.status === 'approved'

  const onFile = (file: File) => {
    const problem = mockupFileProblem(file)
    if (problem) return void toast.error(M.mockupFailed, { description: problem })
    upload.mutate({ id: design.id, file })
  }

  const approve = () => {
    if (!mockupUrl) {
      setMockupMissing(true)
      return void toast.error(M.mockupRequired)
    }
    review.mutate(
      { kind: 'approve', id: design.id, mockup_url: mockupUrl },
      {
        onSuccess: () => {
          setMockupUrl(null)
          toast.success(M.approved)
        },
        onError: (error) => failed(M.approveFailed, error),
      },
    )
  }

  const sendFeedback = (kind: 'reject' | 'feedback') => {
    const problem = feedbackProblem(
      feedback,
      kind === 'reject' ? M.feedbackRequiredToReject : M.feedbackRequired,
      M.feedbackTooLong,
    )
    setFeedbackError(problem ?? undefined)
    if (problem) return void toast.error(problem)
    review.mutate(
      { kind, id: design.id, feedback: feedback.trim() },
      {
        onSuccess: () => {
          setFeedback('')
          toast.success(kind === 'reject' ? M.rejected : M.feedbackSent)
        },
        onError: (error) => failed(kind === 'reject' ? M.rejectFailed : M.feedbackFailed, error),
      },
    )
  }

  const remove = () =>
    review.mutate(
      { kind: 'delete', id: design.id },
      {
        onSuccess: () => {
          toast.success(M.deleted)
          setConfirmDelete(false)
          navigate('/admin/designs', { replace: true })
        },
        onError: (error) => failed(M.deleteFailed, error),
      },
    )

  const pendingKind = review.isPending ? review.variables?.kind : undefined

  return (
    <Card className="space-y-6 p-5" aria-busy={busy}>
      <section aria-labelledby="approve-heading" className="space-y-3">
        <h2 id="approve-heading" className="font-display text-lg font-semibold">
          Mockup and approval
        </h2>
        {approved ? (
          <p className="text-sm text-muted-foreground" role="status">
            {M.alreadyApproved}.
          </p>
        ) : (
          <>
            <MockupUpload
              mockupUrl={mockupUrl}
              uploading={upload.isPending}
              disabled={busy}
              onFile={onFile}
            />
            {mockupMissing && !mockupUrl && <FieldError message={M.mockupRequired} />}
            <Button
              onClick={approve}
              disabled={busy}
              loading={pendingKind === 'approve'}
              className="w-full sm:w-auto"
            >
              <Check aria-hidden="true" />
              Approve
            </Button>
          </>
        )}
      </section>

      <section aria-labelledby="feedback-heading" className="space-y-3 border-t pt-5">
        <h2 id="feedback-heading" className="font-display text-lg font-semibold">
          Feedback to the submitter
        </h2>
        {design.review_feedback && (
          <figure className="rounded-lg border bg-muted/40 p-3 text-sm">
            <figcaption className="mb-1 text-xs text-muted-foreground">
              Latest feedback{design.reviewed_at ? `, ${formatDateTime(design.reviewed_at)}` : ''}
            </figcaption>
            <blockquote className="whitespace-pre-line break-words">{design.review_feedback}</blockquote>
          </figure>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor={feedbackId}>Feedback</Label>
          <Textarea
            id={feedbackId}
            value={feedback}
            maxLength={2000}
            disabled={busy}
            placeholder="What should the submitter change, or what should they know?"
            aria-invalid={feedbackError ? true : undefined}
            aria-describedby={feedbackError ? `${feedbackId}-error` : `${feedbackId}-hint`}
            onChange={(e) => {
              setFeedback(e.target.value)
              if (feedbackError) setFeedbackError(undefined)
            }}
          />
          {feedbackError ? (
            <FieldError id={`${feedbackId}-error`} message={feedbackError} />
          ) : (
            <p id={`${feedbackId}-hint`} className="text-xs text-muted-foreground">
              Request Changes sends this and marks the design rejected; Send feedback only sends it. The
              submitter is notified either way.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => sendFeedback('reject')}
            disabled={busy}
            loading={pendingKind === 'reject'}
          >
            <RotateCcw aria-hidden="true" />
            Request Changes
          </Button>
          <Button
            variant="outline"
            onClick={() => sendFeedback('feedback')}
            disabled={busy}
            loading={pendingKind === 'feedback'}
          >
            <Send aria-hidden="true" />
            Send feedback
          </Button>
        </div>
      </section>

      <section aria-labelledby="delete-heading" className="space-y-3 border-t pt-5">
        <h2 id="delete-heading" className="font-display text-lg font-semibold">
          Delete
        </h2>
        <p className="text-sm text-muted-foreground">
          Removes the design with its votes, dislikes and comments. The submitter is notified.
        </p>
        <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" />
          Delete design
        </Button>
        <ConfirmDialog
          destructive
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title="Delete this design?"
          description={
            <>
              <span className="font-medium break-words text-foreground">“{design.description}”</span> and its
              votes, dislikes and comments are removed. This cannot be undone.
            </>
          }
          confirmLabel="Delete design"
          onConfirm={remove}
          pending={pendingKind === 'delete'}
        />
      </section>
    </Card>
  )
}

/** /admin/designs/:id — one submission: its images and details, then mockup, approval, feedback and deletion. */
export function AdminDesignReviewPage() {
  const { id = '' } = useParams()
  const detail = useAdminDesign(id)
  const notFound = isApiError(detail.error) && detail.error.status === 404

  if (notFound) return <DesignNotFound />
  if (detail.isError && !detail.data) {
    return (
      <div className="space-y-4">
        <PageHeader title="Design review" back={BACK} />
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
          <p className="text-destructive">{DESIGN_MESSAGES.loadDesignFailed}</p>
          <Button variant="outline" loading={detail.isFetching} onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </Card>
      </div>
    )
  }
  if (!detail.data) {
    return (
      <div className="space-y-4" aria-busy="true">
        <PageHeader title="Design review" back={BACK} />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="aspect-square w-full rounded-xl" />
          <div className="space-y-4">
            <Skeleton className="h-64 w-full rounded-xl" />
            <Skeleton className="h-96 w-full rounded-xl" />
          </div>
        </div>
      </div>
    )
  }
  const design = detail.data
  return (
    <div className="space-y-4">
      <PageHeader title={design.description} back={BACK} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Images design={design} />
        <div className="min-w-0 space-y-4">
          <Details design={design} />
          <Review key={design.id} design={design} />
        </div>
      </div>
    </div>
  )
}
