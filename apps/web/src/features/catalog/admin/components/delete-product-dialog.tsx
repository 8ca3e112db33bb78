import { toast } from 'sonner'
import { ADMIN_PRODUCT_MESSAGES as M } from '@rdo/contracts'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { useDeleteProduct } from '../api/products-api'

type Target = { id: string; name: string; has_orders: boolean }

/** Confirms a delete; a product that appears in orders is archived instead, and the toast says so. */
export function DeleteProductDialog({
  product,
  onClose,
  onDone,
}: {
  product: Target | null
  onClose: () => void
  onDone?: (archived: boolean) => void
}) {
  const remove = useDeleteProduct()
  const confirm = () => {
    if (!product) return
    remove.mutate(product.id, {
      onSuccess: ({ archived }) => {
        toast.success(archived ? M.archived : M.deleted)
        onClose()
        onDone?.(archived)
      },
      onError: () => toast.error(M.deleteFailed),
    })
  }
  return (
    <ConfirmDialog
      open={!!product}
      onOpenChange={(open) => !open && onClose()}
      title="Delete product?"
      description={
        product?.has_orders
          ? `“${product.name}” appears in orders, so it will be archived: hidden from the shop and kept for the records.`
          : `“${product?.name ?? ''}” and its sizes, colours and images will be removed. This cannot be undone.`
      }
      confirmLabel={product?.has_orders ? 'Archive product' : 'Delete product'}
      destructive
      pending={remove.isPending}
      onConfirm={confirm}
    />
  )
}
