import { EMAIL_ADMIN_MESSAGES as E } from '@rdo/contracts/email-messages'

/**
 * Template data typed as JSON: blank counts as `{}`; anything else must parse to an object (not an
 * array or a bare value), as the server requires.
 */
export function templateDataProblem(text: string): string | null {
  if (!text.trim()) return null
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : E.invalidTemplateData
  } catch {
    return E.invalidTemplateData
  }
}

/** The JSON text the server receives: blank becomes '{}'. */
export const templateDataText = (text: string) => (text.trim() ? text : '{}')
