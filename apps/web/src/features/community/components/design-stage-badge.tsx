import { DESIGN_STAGE_LABELS, designStage, type DesignStage } from '@rdo/contracts/community-messages'
import { Badge, type BadgeProps } from '@/components/ui/badge'

const VARIANT: Record<DesignStage, BadgeProps['variant']> = {
  in_production: 'brand',
  production_ready: 'brand',
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
}

/** Where a design stands, by the one rule the whole shop uses (`designStage`). */
export function DesignStageBadge({
  design,
  className,
}: {
  design: { status: 'pending' | 'approved' | 'rejected'; net_score: number }
  className?: string
}) {
  const stage = designStage(design)
  return (
    <Badge variant={VARIANT[stage]} className={className}>
      {DESIGN_STAGE_LABELS[stage]}
    </Badge>
  )
}
