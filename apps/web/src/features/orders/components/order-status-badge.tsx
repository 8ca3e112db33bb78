import type { OrderStatus } from '@rdo/contracts'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const STATUS: Record<OrderStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending_payment: { label: 'Pending Payment', variant: 'warning' },
  payment_received: { label: 'Payment Received', variant: 'info' },
  processing: { label: 'Processing', variant: 'info' },
  preparing: { label: 'Preparing', variant: 'info' },
  partially_shipped: { label: 'Partially shipped', variant: 'brand' },
  shipped: { label: 'Shipped', variant: 'brand' },
  delivered: { label: 'Delivered', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'danger' },
  refunded: { label: 'Refunded', variant: 'neutral' },
}

export function orderStatusLabel(status: OrderStatus): string {
  return STATUS[status].label
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>
}
