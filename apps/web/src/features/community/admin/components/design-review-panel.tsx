import type { AdminDesignDetail } from '@rdo/contracts'
import { Card } from '@/components/ui/card'
import { DeleteDesignSection } from './delete-design-section'
import { MockupApprovalSection } from './mockup-approval-section'
import { ReviewFeedbackSection } from './review-feedback-section'
import { useDesignReview } from './use-design-review'

/** The review actions on one design; keyed by its id, so another design starts with a clean form. */
export function DesignReviewPanel({ design }: { design: AdminDesignDetail }) {
  const review = useDesignReview(design)
  return (
    <Card className="space-y-6 p-5" aria-busy={review.busy}>
      <MockupApprovalSection approved={design.status === 'approved'} review={review} />
      <ReviewFeedbackSection design={design} review={review} />
      <DeleteDesignSection design={design} review={review} />
    </Card>
  )
}
