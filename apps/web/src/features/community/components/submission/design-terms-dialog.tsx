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

interface DesignTermsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Ticks the terms box and closes the dialog. */
  onAccept: () => void
}

/** The community design terms, readable without leaving the half-filled form. */
export function DesignTermsDialog({ open, onOpenChange, onAccept }: DesignTermsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Design submission terms</DialogTitle>
          <DialogDescription>What you agree to when you submit a design.</DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
          <li>
            You may only submit work you created or have the right to use. Do not submit anything infringing,
            hateful or illegal.
          </li>
          <li>
            By submitting, you give us a non-exclusive, worldwide licence to display the design, let the
            community vote on it and, if selected, produce and sell merchandise with it.
          </li>
          <li>Designs are reviewed within 24-48 hours. We may reject or remove any design.</li>
          <li>
            If your design goes into production you receive 0.5 SOL once plus 5% of $RDO tokens from each sale
            of that design, paid to the wallet address you provide. We never ask you to connect a wallet to
            submit a design.
          </li>
          <li>
            Vote manipulation (bots, multiple accounts, paid votes) leads to removal of the votes and may lead
            to account suspension.
          </li>
        </ul>
        <p className="text-sm text-muted-foreground">
          These are part of our{' '}
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
