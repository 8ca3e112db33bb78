import { useState } from 'react'
import { Check, X } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_PARTNER_MESSAGES as A } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
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
      <Dialog open={confirming} onOpenChange={(open) => !review.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="break-words">Reject {partner.name}?</DialogTitle>
            <DialogDescription>{A.rejectConfirm}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={review.isPending} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" loading={running === 'reject'} onClick={() => decide('reject')}>
              Reject partner
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  )
}
