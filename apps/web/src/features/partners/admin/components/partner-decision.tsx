import { useState } from 'react'
import { Check, X } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_PARTNER_MESSAGES as A } from '@rdo/contracts'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useReviewPartner, type PartnerDecision } from '../api/review-partner'

/**
 * Approve and Reject for a pending application, named after the project ("Approve Frog Coin"). Rejecting
 * asks first: it cannot be undone. A refusal shows the server's reason (e.g. someone decided first).
 */
export function PartnerDecisionButtons({
  partner,
  size = 'sm',
  className,
}: {
  partner: { id: string; name: string }
  size?: 'sm' | 'md'
  className?: string
}) {
  const [confirming, setConfirming] = useState(false)
  const review = useReviewPartner({
    onSuccess: ({ decision }) => {
      setConfirming(false)
      toast.success(decision === 'approve' ? A.approved : A.rejected)
    },
    onError: (error, { decision }) => {
      setConfirming(false)
      toast.error(errorMessage(error, decision === 'approve' ? A.approveFailed : A.rejectFailed))
    },
  })
  const running = review.isPending ? review.variables?.decision : undefined
  const decide = (decision: PartnerDecision) => review.mutate({ id: partner.id, decision })

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button
        size={size}
        aria-label={`Approve ${partner.name}`}
        disabled={review.isPending}
        loading={running === 'approve'}
        onClick={() => decide('approve')}
      >
        <Check aria-hidden="true" />
        Approve
      </Button>
      <Button
        size={size}
        variant="outline"
        className="text-danger"
        aria-label={`Reject ${partner.name}`}
        disabled={review.isPending}
        onClick={() => setConfirming(true)}
      >
        <X aria-hidden="true" />
        Reject
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Reject ${partner.name}?`}
        description={A.rejectConfirm}
        confirmLabel="Reject partner"
        destructive
        pending={review.isPending}
        onConfirm={() => decide('reject')}
      />
    </div>
  )
}
