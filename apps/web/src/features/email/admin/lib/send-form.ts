import { emailSendBody, type EmailSendBody, type EmailTemplateVariable } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'

export type SendMode = 'custom' | 'template'

export type SendFormValues = {
  mode: SendMode
  to: string
  subject: string
  html: string
  templateId: string
  dataJson: string
}

export const EMPTY_SEND_FORM: SendFormValues = {
  mode: 'custom',
  to: '',
  subject: '',
  html: '',
  templateId: '',
  dataJson: '',
}

/** Template data parsed from the editor's JSON: only an object is data (not an array, a string, null). */
export function parseTemplateData(json: string): Record<string, unknown> | null {
  if (!json.trim()) return {}
  try {
    const value: unknown = JSON.parse(json)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The template data an admin starts from: each variable with its example. */
export function exampleTemplateData(variables: Record<string, EmailTemplateVariable>): string {
  const data = Object.fromEntries(Object.values(variables).map((v) => [v.name, v.example]))
  return JSON.stringify(data, null, 2)
}

/**
 * Checks the send form before it goes out and builds the request. The server checks again with the same
 * schema; checking here first saves a round trip and keeps the admin's text on screen.
 */
export function checkSendForm(
  values: SendFormValues,
): { ok: true; body: EmailSendBody } | { ok: false; message: string } {
  const to = values.to.trim()
  let body: EmailSendBody
  if (values.mode === 'custom') {
    if (!to || !values.subject.trim() || !values.html.trim()) return { ok: false, message: M.requiredFields }
    body = { mode: 'custom', to, subject: values.subject.trim(), html: values.html }
  } else {
    if (!to || !values.templateId) return { ok: false, message: M.requiredFields }
    if (!parseTemplateData(values.dataJson)) return { ok: false, message: M.invalidTemplateData }
    body = { mode: 'template', to, template_id: values.templateId, data_json: values.dataJson.trim() || '{}' }
  }
  const parsed = emailSendBody.safeParse(body)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? M.requiredFields }
  return { ok: true, body }
}
