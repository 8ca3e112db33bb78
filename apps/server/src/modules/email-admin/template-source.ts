import { EMAIL_ADMIN_MESSAGES as M, normaliseVariableName, type EmailTemplateVariable } from '@rdo/contracts'
import Handlebars from 'handlebars'
import type { EmailTemplateVariables } from '../../db/schema/email.ts'
import { Invalid } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'
import type { RenderedEmail } from '../email/index.ts'

export type TemplateParts = { subject: string; html: string; text?: string | null }
type VariableInput = { name: string; description?: string; example?: string }

const PART_LABELS = { subject: 'subject', html: 'HTML', text: 'text' } as const

export const templateSyntaxError = (detail: string) =>
  new Invalid(M.templateSyntax(detail), 'TEMPLATE_SYNTAX')

/**
 * A parse error's message spans several lines (the source line and a caret under it); the admin sees
 * its first line and what the parser expected, which reads well in a toast.
 */
function shortDetail(message: string) {
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  return lines.length > 2 ? `${lines[0]} ${lines[lines.length - 1]}` : lines.join(' ')
}

/** Only the template's own faults become a 400; anything else is a real server error. */
const isTemplateFault = (err: unknown) =>
  err instanceof Handlebars.Exception || (err instanceof Error && /^Parse error/.test(err.message))

/** Refuses a part that does not parse, naming the part and the line. */
function checkSyntax(parts: Partial<TemplateParts>) {
  for (const key of ['subject', 'html', 'text'] as const) {
    const source = parts[key]
    if (!source) continue
    try {
      Handlebars.parse(source)
    } catch (err) {
      if (!isTemplateFault(err)) throw err
      throw templateSyntaxError(`${PART_LABELS[key]}: ${shortDetail((err as Error).message)}`)
    }
  }
}

/**
 * Renders parts with data through the mailer (escaped values, CSS inlined). A broken placeholder, an
 * unknown helper or partial answers 400 with what is wrong, never a 500.
 */
export function renderChecked(
  ctx: AppContext,
  parts: TemplateParts,
  data: Record<string, unknown>,
): RenderedEmail {
  checkSyntax(parts)
  try {
    return ctx.mailer.renderSource(parts, data)
  } catch (err) {
    if (!isTemplateFault(err)) throw err
    throw templateSyntaxError(shortDetail((err as Error).message))
  }
}

/**
 * Checks that the given parts compile and render with the variables' examples. A part not given (a
 * patch that leaves it alone) is not checked, so a toggle never fails on older content.
 */
export function validateParts(
  ctx: AppContext,
  parts: Partial<TemplateParts>,
  variables: EmailTemplateVariables,
) {
  checkSyntax(parts)
  const data = exampleData(variables)
  for (const key of ['subject', 'html', 'text'] as const) {
    const source = parts[key]
    if (source) renderChecked(ctx, { subject: '', html: '', [key]: source }, data)
  }
}

/** Stored variables keyed by their normalised name; description and example default to the name. */
export function variablesRecord(list: VariableInput[]): EmailTemplateVariables {
  const out: EmailTemplateVariables = {}
  for (const v of list) {
    const name = normaliseVariableName(v.name)
    if (!name) continue
    out[name] = {
      name,
      description: v.description?.trim() || name,
      example: v.example || name,
    }
  }
  return out
}

/** The data a preview renders with when none is given: each variable's example. */
export function exampleData(variables: Record<string, EmailTemplateVariable>) {
  return Object.fromEntries(Object.values(variables).map((v) => [v.name, v.example]))
}

/** The plain `{{name}}` placeholders of a source, as variables (for the built-in templates' rows). */
export function placeholdersOf(...sources: string[]): EmailTemplateVariables {
  const names = new Set<string>()
  for (const source of sources) {
    for (const m of source.matchAll(/\{\{\{?\s*([A-Za-z_][\w]*)\s*\}?\}\}/g)) names.add(m[1]!)
  }
  return variablesRecord([...names].sort().map((name) => ({ name })))
}
