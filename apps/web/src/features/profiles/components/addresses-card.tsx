import { useState } from 'react'
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { ADDRESS_MESSAGES, type SavedAddress } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatAddress } from './address-fields'
import { useAddresses } from '../api/get-addresses'
import { useDeleteAddress } from '../api/delete-address'
import { useSaveAddress } from '../api/save-address'
import { AddressDialog } from './address-dialog'
import { RemoveAddressDialog } from './remove-address-dialog'

export function AddressesCard() {
  const addresses = useAddresses()
  const remove = useDeleteAddress()
  const makeDefault = useSaveAddress()
  const [editing, setEditing] = useState<SavedAddress | null>(null)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [removing, setRemoving] = useState<SavedAddress | null>(null)
  const items = addresses.data?.items ?? []

  const openEditor = (address: SavedAddress | null) => {
    setEditing(address)
    setDialogOpen(true)
  }

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(ADDRESS_MESSAGES.removed)
        setRemoving(null)
      },
      onError: () => toast.error(ADDRESS_MESSAGES.removeFailed),
    })
  }

  const setDefault = (address: SavedAddress) =>
    makeDefault.mutate(
      { id: address.id, body: { address: address.address, is_default: true } },
      {
        onSuccess: () => toast.success(ADDRESS_MESSAGES.updated),
        onError: () => toast.error(ADDRESS_MESSAGES.updateFailed),
      },
    )

  return (
    <Card className="p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg leading-tight font-semibold">Shipping addresses</h2>
          <p className="mt-1 text-sm text-muted-foreground">Saved addresses for a faster checkout.</p>
        </div>
        <Button variant="outline" onClick={() => openEditor(null)}>
          <Plus aria-hidden="true" />
          Add address
        </Button>
      </div>

      {addresses.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : addresses.isError ? (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm">
          <span>Your saved addresses could not be loaded.</span>
          <Button variant="outline" size="sm" onClick={() => void addresses.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-[12px] border border-dashed px-6 py-10 text-center">
          <MapPin className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No saved addresses yet</p>
          <p className="text-sm text-muted-foreground">
            Add one and it becomes your default shipping address.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 rounded-[12px] border p-4">
              <div className="flex items-center justify-between gap-2">
                <p className="font-semibold">{item.label || 'Address'}</p>
                {item.is_default && <Badge variant="success">Default</Badge>}
              </div>
              <address className="text-sm text-muted-foreground not-italic">
                {formatAddress(item.address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <div className="mt-auto flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => openEditor(item)}>
                  <Pencil aria-hidden="true" />
                  Edit<span className="sr-only"> {item.label || 'address'}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setRemoving(item)}>
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> {item.label || 'address'}</span>
                </Button>
                {!item.is_default && (
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => setDefault(item)}
                    disabled={makeDefault.isPending}
                  >
                    Set as default
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <AddressDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        address={editing}
        isFirst={items.length === 0}
      />
      <RemoveAddressDialog
        address={removing}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </Card>
  )
}
