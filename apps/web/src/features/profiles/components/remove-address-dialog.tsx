import type { SavedAddress } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatAddress } from './address-fields'

interface RemoveAddressDialogProps {
  address: SavedAddress | null
  pending: boolean
  onCancel: () => void
  onConfirm: () => void
}

export function RemoveAddressDialog({ address, pending, onCancel, onConfirm }: RemoveAddressDialogProps) {
  return (
    <Dialog open={address !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove this address?</DialogTitle>
          <DialogDescription>
            {address ? formatAddress(address.address).slice(1, 3).join(', ') : ''}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={pending}>
            Remove address
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
