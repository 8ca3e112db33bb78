import { Check } from 'lucide-react'
import { ADMIN_DESIGN_MESSAGES as M } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { MockupUpload } from './mockup-upload'
import type { DesignReview } from './use-design-review'

/** Approval needs a mockup uploaded first; an approved design only says so. */
export function MockupApprovalSection({ approved, review }: { approved: boolean; review: DesignReview }) {
  const { busy, pendingKind, mockup } = review
  return (
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
            mockupUrl={mockup.url}
            uploading={mockup.uploading}
            disabled={busy}
            onFile={mockup.onFile}
          />
          {mockup.missing && !mockup.url && <FieldError message={M.mockupRequired} />}
          <Button
            onClick={review.approve}
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
  )
}
