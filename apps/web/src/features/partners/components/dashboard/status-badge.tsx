import type { PartnerStatus } from '@rdo/contracts'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const BADGES: Record<PartnerStatus, { label: string; variant: BadgeProps['variant'] }> = {
  approved: { label: 'Approved', variant: 'success' },
  pending: { label: 'Pending review', variant: 'warning' },
  rejected: { label: 'Rejected', variant: 'danger' },
}

/** Where a project or a design stands in review. */
export function PartnerStatusBadge({ status, className }: { status: PartnerStatus; className?: string }) {
  const { label, variant } = BADGES[status]
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  )
}
