import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { useAdminDiscount } from '../api/get-discounts'
import { DiscountForm } from './discount-form'

/** The editor of a stored code waits for it (with its products' names); a new code starts blank. */
function EditorBody({ id, onDone }: { id: string | null; onDone: () => void }) {
  const stored = useAdminDiscount(id)
  if (id === null) return <DiscountForm stored={null} onDone={onDone} />
  if (stored.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
        {errorMessage(stored.error)}
        <Button variant="outline" size="sm" onClick={() => void stored.refetch()} loading={stored.isFetching}>
          Try again
        </Button>
      </p>
    )
  }
  if (!stored.data) return <Skeleton className="h-96 w-full" />
  return <DiscountForm stored={stored.data.discount} onDone={onDone} />
}

/** "New code" (target id null) or "Edit code"; closed while `target` is null. */
export function DiscountFormDialog({
  target,
  onOpenChange,
}: {
  target: { id: string | null } | null
  onOpenChange: (open: boolean) => void
}) {
  const editing = target?.id != null
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit discount code' : 'New discount code'}</DialogTitle>
          <DialogDescription>
            The checkout checks every rule again when a customer applies the code.
          </DialogDescription>
        </DialogHeader>
        {target && <EditorBody key={target.id ?? 'new'} id={target.id} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}
