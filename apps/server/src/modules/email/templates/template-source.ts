import { normaliseVariableName, type EmailTemplateVariable } from '@rdo/contracts'
import type { EmailTemplateVariables } from '../../../db/schema/email.ts'
import type { AppContext } from '../../../types.ts'
import type { RenderedEmail } from './render.ts'
import { TRANSACTIONAL_SEND_DATA } from './send-data.ts'
import { checkTemplateParts, trialRender, type TemplateParts } from './template-check.ts'
import { checkCampaignContent } from '../marketing/campaign-content.ts'

type VariableInput = { name: string; description?: string; example?: string }

/**
 * Renders parts with data through the mailer (escaped values, CSS inlined). A broken placeholder, a
 * helper templates may not use or a partial answers 400 with what is wrong, never a 500.
 */
export function renderChecked(
  ctx: AppContext,
  parts: TemplateParts,
  data: Record<string, unknown>,
): RenderedEmail {
  checkTemplateParts(parts)
  return trialRender(() => ctx.mailer.renderSource(parts, data))
}

/**
 * Checks that the given parts follow the template rules and render as every kind of send would
 * render them, with sample values of exactly the data that send supplies: an admin's single send
 * (the variables' examples, or nothing), a bulk email or campaign (its recipient's fields and the
 * examples), and, for a template the shop sends by name, that send's own data. A part not given (a
 * patch that leaves it alone) is not checked, so a toggle never fails on older content.
 * Rule: docs/email-and-marketing.md#template-rules
 */
export function validateParts(
  ctx: AppContext,
  { name, parts, whole }: { name: string; parts: Partial<TemplateParts>; whole: TemplateParts },
  variables: EmailTemplateVariables,
) {
  if (!parts.subject && !parts.html && !parts.text) return
  checkTemplateParts(parts)
  const examples = exampleData(variables)
  const shopSend = TRANSACTIONAL_SEND_DATA[name]
  for (const key of ['subject', 'html', 'text'] as const) {
    const source = parts[key]
    if (!source) continue
    const part = { subject: '', html: '', [key]: source }
    for (const data of [examples, {}]) trialRender(() => ctx.mailer.renderSource(part, data))
    if (shopSend) trialRender(() => ctx.mailer.renderSource(part, shopSend), `as the shop sends ${name}`)
  }
  checkCampaignContent(ctx, whole, examples)
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
