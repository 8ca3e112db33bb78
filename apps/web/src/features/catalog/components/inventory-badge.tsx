import type { InventoryStatus } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'

const LABELS: Record<InventoryStatus, { label: string; variant: 'success' | 'warning' | 'danger' }> = {
  in_stock: { label: 'In Stock', variant: 'success' },
  low_stock: { label: 'Low Stock', variant: 'warning' },
  out_of_stock: { label: 'Out of Stock', variant: 'danger' },
}

export function InventoryBadge({ status }: { status: InventoryStatus }) {
  const { label, variant } = LABELS[status]
  return (
    <Badge variant={variant}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {label}
    </Badge>
  )
}
