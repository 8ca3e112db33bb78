import { RotateCcw, Send } from 'lucide-react'
import type { AdminDesignDetail } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime } from '@/lib/format'
import type { DesignReview } from './use-design-review'

/** The latest feedback, then a new one sent alone or with a request for changes (a rejection). */
export function ReviewFeedbackSection({
  design,
  review,
}: {
  design: AdminDesignDetail
  review: DesignReview
}) {
  const { busy, pendingKind, feedback } = review
  const feedbackId = feedback.id
  const feedbackError = feedback.error
  return (
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
          value={feedback.value}
          maxLength={2000}
          disabled={busy}
          placeholder="What should the submitter change, or what should they know?"
          aria-invalid={feedbackError ? true : undefined}
          aria-describedby={feedbackError ? `${feedbackId}-error` : `${feedbackId}-hint`}
          onChange={(e) => feedback.change(e.target.value)}
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
          onClick={() => feedback.send('reject')}
          disabled={busy}
          loading={pendingKind === 'reject'}
        >
          <RotateCcw aria-hidden="true" />
          Request Changes
        </Button>
        <Button
          variant="outline"
          onClick={() => feedback.send('feedback')}
          disabled={busy}
          loading={pendingKind === 'feedback'}
        >
          <Send aria-hidden="true" />
          Send feedback
        </Button>
      </div>
    </section>
  )
}
