import { Link } from 'react-router'
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

interface PartnerDesignTermsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Ticks the terms box and closes the dialog. */
  onAccept: () => void
}

/** What a partner agrees to for each design sent to their store. */
export function PartnerDesignTermsDialog({ open, onOpenChange, onAccept }: PartnerDesignTermsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Partner design terms</DialogTitle>
          <DialogDescription>What you agree to when you submit a design for your store.</DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
          <li>
            You own the design or have the right to use it, and you let us print it on your store&apos;s
            products and show it on your store pages and embeds.
          </li>
          <li>
            Nothing infringing, hateful or illegal. We review each design and may decline or withdraw it.
          </li>
          <li>
            An approved design goes on sale in your store as a t-shirt, hoodie and hat, and its sales count
            towards your revenue share under the partner programme terms.
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
