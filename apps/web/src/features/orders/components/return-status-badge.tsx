import { RETURN_STATUS_LABELS, type ReturnStatus } from '@rdo/contracts'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const VARIANT: Record<ReturnStatus, BadgeProps['variant']> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  received: 'success',
}

/** 'Return requested', 'Return approved', 'Return rejected' or 'Returned'. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge variant={VARIANT[status]}>{RETURN_STATUS_LABELS[status]}</Badge>
}
