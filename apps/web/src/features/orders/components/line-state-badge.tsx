import type { LineState } from '@rdo/contracts/fulfilment'
import { Badge, type BadgeProps } from '@/components/ui/badge'
import { lineStateLabel } from '../lib/fulfilment'

const VARIANT: Record<LineState, BadgeProps['variant']> = {
  processing: 'info',
  in_production: 'warning',
  shipped: 'brand',
  delivered: 'success',
}

/** A line's state as a badge's label and colour; nothing before the order is paid. */
export function lineStateBadge(state: LineState | null) {
  const label = lineStateLabel(state)
  return state && label ? { label, variant: VARIANT[state] } : undefined
}

export function LineStateBadge({ state }: { state: LineState | null }) {
  const badge = lineStateBadge(state)
  return badge ? <Badge variant={badge.variant}>{badge.label}</Badge> : null
}
