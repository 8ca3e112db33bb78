import { Badge } from '@/components/ui/badge'
import { DROP_PHASE_LABELS, type DropPhase } from '../lib/phase'

const VARIANTS = { upcoming: 'info', holders: 'warning', open: 'success' } as const

export function DropPhaseBadge({ phase }: { phase: DropPhase }) {
  return <Badge variant={VARIANTS[phase]}>{DROP_PHASE_LABELS[phase]}</Badge>
}
