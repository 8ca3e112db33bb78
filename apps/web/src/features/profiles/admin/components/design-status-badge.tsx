import type { DesignStatus } from '@rdo/contracts'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const STATUS: Record<DesignStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'danger' },
}

export function DesignStatusBadge({ status }: { status: DesignStatus }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>
}
