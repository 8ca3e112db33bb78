import { DESIGN_IMAGE_MAX_BYTES } from '@rdo/contracts/community-messages'

export const MOCKUP_ACCEPT = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/** Why a file cannot be a mockup, or null when it can. */
export function mockupFileProblem(file: { type: string; size: number }): string | null {
  if (!(MOCKUP_ACCEPT as readonly string[]).includes(file.type))
    return 'Choose a PNG, JPEG, GIF or WebP image.'
  if (file.size > DESIGN_IMAGE_MAX_BYTES)
    return `Images must be at most ${Math.round(DESIGN_IMAGE_MAX_BYTES / 1024 / 1024)} MB.`
  return null
}

/** The feedback box's problem for an action, or null: empty (with that action's words) or too long. */
export function feedbackProblem(text: string, emptyMessage: string, tooLongMessage: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return emptyMessage
  if (trimmed.length > 2000) return tooLongMessage
  return null
}
