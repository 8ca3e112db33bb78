import type { TicketPriority, TicketStatus } from '@rdo/contracts'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const STATUS: Record<TicketStatus, { label: string; variant: BadgeProps['variant'] }> = {
  open: { label: 'Open', variant: 'info' },
  in_progress: { label: 'In progress', variant: 'warning' },
  resolved: { label: 'Resolved', variant: 'success' },
  closed: { label: 'Closed', variant: 'neutral' },
}

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { label, variant } = STATUS[status]
  return <Badge variant={variant}>{label}</Badge>
}

// Amber text is too faint at this size on a raised row, so "high" is told apart by weight instead.
const PRIORITY_CLASS: Record<TicketPriority, string> = {
  low: 'text-muted-foreground',
  medium: 'text-foreground',
  high: 'font-semibold text-foreground',
  urgent: 'font-semibold text-danger',
}

export function PriorityLabel({ priority }: { priority: TicketPriority }) {
  return (
    <span className={`text-xs font-medium capitalize ${PRIORITY_CLASS[priority]}`}>
      <span className="sr-only">Priority: </span>
      {priority}
    </span>
  )
}
