import { DESIGN_STAGE_LABELS, designStage, type DesignStage, type DesignStatus } from '@rdo/contracts'

/** An anomaly's action as a word with a capital: 'vote' → 'Vote', 'dislike' → 'Dislike', 'super_vote' → 'Super vote'. */
export function actionTypeLabel(actionType: string): string {
  const words = actionType.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase()
  if (!words) return 'Unknown'
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export type StageTone = 'brand' | 'success' | 'warning' | 'danger'
const STAGE_TONES: Record<DesignStage, StageTone> = {
  in_production: 'brand',
  production_ready: 'brand',
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
}

/** Where a design stands (the shop's one rule) with the label and badge tone the back office shows. */
export function stageOf(design: {
  status: DesignStatus
  net_score: number
  production?: 'making' | 'on_sale' | null
}): {
  stage: DesignStage
  label: string
  tone: StageTone
} {
  const stage = designStage(design)
  return { stage, label: DESIGN_STAGE_LABELS[stage], tone: STAGE_TONES[stage] }
}

/** The smallest stored rendition of an uploaded image, for thumbnails; other addresses unchanged. */
export function thumbnailUrl(url: string): string {
  return url.replace(/-(640|1200)\.webp$/, '-320.webp')
}

/** The name to show for a person: the name when there is one, else the email. */
export function personName(person: {
  name?: string | null
  full_name?: string | null
  email: string
}): string {
  return (person.name ?? person.full_name ?? '').trim() || person.email
}
