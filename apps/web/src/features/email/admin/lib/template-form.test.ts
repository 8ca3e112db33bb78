import { describe, expect, it } from 'vitest'
import type { EmailTemplate } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import {
  checkTemplateForm,
  emptyTemplateForm,
  newVariableRow,
  templateFormFrom,
  variablesForSave,
} from './template-form'

const filled = {
  ...emptyTemplateForm(),
  name: ' Spring drop ',
  description: '',
  subject: ' New drop, {{first_name}} ',
  html: '<p>Hi {{first_name}}</p>',
  text: '   ',
}

describe('variablesForSave', () => {
  it('normalises names and leaves out blank details', () => {
    const result = variablesForSave([
      newVariableRow({ name: '  Order Number ', description: ' The order ', example: 'A-1' }),
      newVariableRow({ name: 'email' }),
    ])
    expect(result).toEqual({
      ok: true,
      variables: [{ name: 'order_number', description: 'The order', example: 'A-1' }, { name: 'email' }],
    })
  })
  it('drops a wholly blank row', () => {
    expect(variablesForSave([newVariableRow()])).toEqual({ ok: true, variables: [] })
  })
  it('points at a row that has details but no name', () => {
    const row = newVariableRow({ name: '  ', example: 'Ada' })
    expect(variablesForSave([row])).toEqual({ ok: false, message: M.variableNameRequired, rowKey: row.key })
  })
})

describe('checkTemplateForm', () => {
  it('asks for the name, subject and HTML', () => {
    expect(checkTemplateForm({ ...filled, html: '  ' })).toEqual({ ok: false, message: M.requiredFields })
    expect(checkTemplateForm({ ...filled, name: '' })).toEqual({ ok: false, message: M.requiredFields })
  })
  it('builds the request with empty optional texts as null', () => {
    const result = checkTemplateForm(filled)
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Spring drop',
        description: null,
        subject: 'New drop, {{first_name}}',
        html_content: '<p>Hi {{first_name}}</p>',
        text_content: null,
        variables: [
          { name: 'first_name', description: 'First name', example: 'Ada' },
          { name: 'email', description: 'Email address', example: 'ada@example.com' },
        ],
      },
    })
  })
})

describe('templateFormFrom', () => {
  it('fills the editor from a stored template', () => {
    const template: EmailTemplate = {
      id: 't-1',
      name: 'welcome',
      description: null,
      subject: 'Welcome',
      html_content: '<p>Hi</p>',
      text_content: null,
      is_active: true,
      variables: { first_name: { name: 'first_name', description: 'First name', example: 'Ada' } },
      built_in: true,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    }
    const form = templateFormFrom(template)
    expect(form).toMatchObject({ name: 'welcome', description: '', text: '', html: '<p>Hi</p>' })
    expect(form.variables.map(({ key: _key, ...v }) => v)).toEqual([
      { name: 'first_name', description: 'First name', example: 'Ada' },
    ])
  })
})
