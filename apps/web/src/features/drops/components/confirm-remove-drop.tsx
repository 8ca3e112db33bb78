import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

/** Asks before removing a drop; stays open while the request runs so a second click cannot repeat it. */
export function ConfirmRemoveDrop({
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  pending: boolean
  onConfirm: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove this drop?</DialogTitle>
          <DialogDescription>
            The product goes back to normal sale: anyone can add it to the cart, with no countdown, holder
            window or per-customer limit.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            Remove drop
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
