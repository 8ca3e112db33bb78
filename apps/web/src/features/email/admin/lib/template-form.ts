import {
  normaliseVariableName,
  type EmailTemplate,
  type EmailTemplateBody,
  type EmailTemplateVariable,
} from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'

/** One row of the variables editor; `key` keeps React's rows stable while names are edited. */
export type VariableRow = { key: string; name: string; description: string; example: string }

export type TemplateFormValues = {
  name: string
  description: string
  subject: string
  html: string
  text: string
  variables: VariableRow[]
}

let rowCounter = 0
/** A fresh editor row; the counter only has to be unique within the page. */
export function newVariableRow(partial: Partial<Omit<VariableRow, 'key'>> = {}): VariableRow {
  rowCounter += 1
  return { key: `var-${rowCounter}`, name: '', description: '', example: '', ...partial }
}

/** A new template starts with the two variables every shop email can use. */
export function emptyTemplateForm(): TemplateFormValues {
  return {
    name: '',
    description: '',
    subject: '',
    html: '',
    text: '',
    variables: [
      newVariableRow({ name: 'first_name', description: 'First name', example: 'Ada' }),
      newVariableRow({ name: 'email', description: 'Email address', example: 'ada@example.com' }),
    ],
  }
}

export function templateFormFrom(template: EmailTemplate): TemplateFormValues {
  return {
    name: template.name,
    description: template.description ?? '',
    subject: template.subject,
    html: template.html_content,
    text: template.text_content ?? '',
    variables: variableRowsFrom(template.variables),
  }
}

export function variableRowsFrom(variables: Record<string, EmailTemplateVariable>): VariableRow[] {
  return Object.values(variables).map((v) =>
    newVariableRow({ name: v.name, description: v.description, example: v.example }),
  )
}

export type VariableInput = { name: string; description?: string; example?: string }

/**
 * The rows as the API takes them. A row left wholly blank is dropped; a row with a description or an
 * example but no name is an error (its key is returned so the editor can point at it). Names are
 * normalised the way the server stores them.
 */
export function variablesForSave(
  rows: VariableRow[],
): { ok: true; variables: VariableInput[] } | { ok: false; message: string; rowKey: string } {
  const variables: VariableInput[] = []
  for (const row of rows) {
    const name = normaliseVariableName(row.name)
    if (!name) {
      if (!row.description.trim() && !row.example.trim()) continue
      return { ok: false, message: M.variableNameRequired, rowKey: row.key }
    }
    const variable: VariableInput = { name }
    if (row.description.trim()) variable.description = row.description.trim()
    if (row.example) variable.example = row.example
    variables.push(variable)
  }
  return { ok: true, variables }
}

/** Checks the editor and builds the create or update request. */
export function checkTemplateForm(
  values: TemplateFormValues,
): { ok: true; body: EmailTemplateBody } | { ok: false; message: string; rowKey?: string } {
  if (!values.name.trim() || !values.subject.trim() || !values.html.trim()) {
    return { ok: false, message: M.requiredFields }
  }
  const variables = variablesForSave(values.variables)
  if (!variables.ok) return variables
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      description: values.description.trim() || null,
      subject: values.subject.trim(),
      html_content: values.html,
      text_content: values.text.trim() ? values.text : null,
      variables: variables.variables,
    },
  }
}
