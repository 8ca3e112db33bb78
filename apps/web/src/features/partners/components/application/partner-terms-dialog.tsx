import { Link } from 'react-router'
import { PARTNER_MIN_PAYOUT_CENTS, PARTNER_SHARE_PERCENT } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

interface PartnerTermsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Ticks the terms box and closes the dialog. */
  onAccept: () => void
}

/** The partner programme's terms, readable without leaving the half-filled application. */
export function PartnerTermsDialog({ open, onOpenChange, onAccept }: PartnerTermsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Partner programme terms</DialogTitle>
          <DialogDescription>What you agree to when you apply as a partner.</DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
          <li>
            We review every application within 48 hours and may accept or decline it. You must be entitled to
            represent the project and to let us use its name, token symbol and logo on merchandise.
          </li>
          <li>
            We design, produce and ship your store&apos;s products and handle customer support. There is no
            upfront cost, no stock to buy and no minimum order.
          </li>
          <li>
            You earn {PARTNER_SHARE_PERCENT}% of the price of every item sold from your store (shipping
            excluded; a refunded order takes its share back), paid in your project&apos;s token to the Solana
            wallet you give us.
          </li>
          <li>
            Payouts are made monthly, on the 1st, once your balance reaches the equivalent of $
            {PARTNER_MIN_PAYOUT_CENTS / 100}; a smaller balance carries over to the next month.
          </li>
          <li>
            Each design for your store is reviewed before it goes on sale. We may decline or withdraw a design
            or product at any time.
          </li>
          <li>
            Either side may end the partnership with 30 days&apos; notice. Revenue share earned until then is
            still paid out.
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">
          These come on top of our{' '}
          <Link to="/terms" target="_blank" rel="noopener" className="font-medium text-primary underline">
            terms and conditions
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
          <Button onClick={onAccept}>I accept</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
