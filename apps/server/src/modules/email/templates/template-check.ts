import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts'
import Handlebars from 'handlebars'
import { Invalid } from '../../../lib/errors.ts'
import { templateRuleBreak } from './template-rules.ts'

export type TemplateParts = { subject: string; html: string; text?: string | null }

const PART_LABELS = { subject: 'subject', html: 'HTML', text: 'text' } as const

export const templateSyntaxError = (detail: string) =>
  new Invalid(M.templateSyntax(detail), 'TEMPLATE_SYNTAX')

/**
 * A Handlebars message spans several lines (the source line and a caret under it); the admin sees
 * its first line and what the parser expected, which reads well in a toast.
 */
export function shortDetail(message: string) {
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  return lines.length > 2 ? `${lines[0]} ${lines[lines.length - 1]}` : lines.join(' ')
}

/**
 * Refuses (400, naming the part and the line) a part that does not parse or uses what templates may
 * not: a helper other than the blocks, a partial, a decorator (template-rules.ts).
 */
export function checkTemplateParts(parts: Partial<TemplateParts>) {
  for (const key of ['subject', 'html', 'text'] as const) {
    const source = parts[key]
    if (!source) continue
    let problem: string | null
    try {
      problem = templateRuleBreak(Handlebars.parse(source))
    } catch (err) {
      if (!(err instanceof Error)) throw err
      problem = shortDetail(err.message)
    }
    if (problem) throw templateSyntaxError(`${PART_LABELS[key]}: ${problem}`)
  }
}

/**
 * Runs a trial render; whatever it throws is the template's fault (the data are ours or the admin's
 * own), answered 400 with the reason, never a 500.
 */
export function trialRender<T>(render: () => T, kind?: string): T {
  try {
    return render()
  } catch (err) {
    if (err instanceof Invalid) throw err
    const detail = shortDetail(err instanceof Error ? err.message : String(err))
    throw templateSyntaxError(kind ? `${kind}: ${detail}` : detail)
  }
}
