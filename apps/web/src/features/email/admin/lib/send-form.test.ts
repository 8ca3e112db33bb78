import { describe, expect, it } from 'vitest'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import { EMPTY_SEND_FORM, checkSendForm, exampleTemplateData, parseTemplateData } from './send-form'

const TEMPLATE_ID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'

describe('parseTemplateData', () => {
  it('accepts an object and treats blank text as no data', () => {
    expect(parseTemplateData('{"first_name":"Ada"}')).toEqual({ first_name: 'Ada' })
    expect(parseTemplateData('  ')).toEqual({})
  })
  it('refuses text that is not a JSON object', () => {
    expect(parseTemplateData('{first_name: Ada}')).toBeNull()
    expect(parseTemplateData('[1, 2]')).toBeNull()
    expect(parseTemplateData('"Ada"')).toBeNull()
    expect(parseTemplateData('null')).toBeNull()
  })
})

describe('exampleTemplateData', () => {
  it('starts from every variable’s example', () => {
    const json = exampleTemplateData({
      first_name: { name: 'first_name', description: 'First name', example: 'Ada' },
      email: { name: 'email', description: 'Email', example: 'ada@example.com' },
    })
    expect(JSON.parse(json)).toEqual({ first_name: 'Ada', email: 'ada@example.com' })
  })
})

describe('checkSendForm', () => {
  it('asks for every field of a custom email', () => {
    const result = checkSendForm({ ...EMPTY_SEND_FORM, to: 'ada@example.com', subject: 'Hi' })
    expect(result).toEqual({ ok: false, message: M.requiredFields })
  })
  it('builds a custom email', () => {
    const result = checkSendForm({
      ...EMPTY_SEND_FORM,
      to: 'ada@example.com, bob@example.com',
      subject: ' Hello ',
      html: '<p>Hi</p>',
    })
    expect(result).toEqual({
      ok: true,
      body: { mode: 'custom', to: 'ada@example.com, bob@example.com', subject: 'Hello', html: '<p>Hi</p>' },
    })
  })
  it('asks for recipients and a template', () => {
    const result = checkSendForm({ ...EMPTY_SEND_FORM, mode: 'template', to: 'ada@example.com' })
    expect(result).toEqual({ ok: false, message: M.requiredFields })
  })
  it('refuses template data that is not a JSON object', () => {
    const result = checkSendForm({
      ...EMPTY_SEND_FORM,
      mode: 'template',
      to: 'ada@example.com',
      templateId: TEMPLATE_ID,
      dataJson: '{"first_name": }',
    })
    expect(result).toEqual({ ok: false, message: M.invalidTemplateData })
  })
  it('builds a template email, with empty data as {}', () => {
    const result = checkSendForm({
      ...EMPTY_SEND_FORM,
      mode: 'template',
      to: 'ada@example.com',
      templateId: TEMPLATE_ID,
    })
    expect(result).toEqual({
      ok: true,
      body: { mode: 'template', to: 'ada@example.com', template_id: TEMPLATE_ID, data_json: '{}' },
    })
  })
  it('says so when an address is malformed', () => {
    const result = checkSendForm({ ...EMPTY_SEND_FORM, to: 'ada@, bob', subject: 'Hi', html: '<p>Hi</p>' })
    expect(result).toEqual({ ok: false, message: M.invalidRecipients })
  })
})
