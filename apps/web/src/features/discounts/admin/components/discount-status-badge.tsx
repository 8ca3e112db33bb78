import type { DiscountCodeStatus } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { STATUS_BADGES, statusLabel } from '../../lib/labels'

export function DiscountStatusBadge({ status }: { status: DiscountCodeStatus }) {
  return <Badge variant={STATUS_BADGES[status]}>{statusLabel(status)}</Badge>
}
