import { describe, expect, it } from 'vitest'
import { emailMessage } from '@rdo/contracts/common'
import { EMAIL_ADMIN_MESSAGES as E } from '@rdo/contracts/email-messages'
import { BULK_FORM_DEFAULTS, validateBulkForm, validateTestSend, type BulkFormValues } from './bulk-form'
import { paceEstimate } from './rate'

const SEGMENT = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const TEMPLATE = '0f8fad5b-d9cb-469f-a165-70867728950e'
const form = (overrides: Partial<BulkFormValues>): BulkFormValues => ({ ...BULK_FORM_DEFAULTS, ...overrides })

describe('validateBulkForm', () => {
  it('asks for the segment first', () => {
    const result = validateBulkForm(form({}))
    expect(result.ok === false && result.message).toBe(E.selectSegment)
  })
  it('asks for a template in template mode, then for object JSON data', () => {
    const noTemplate = validateBulkForm(form({ segment_id: SEGMENT }))
    expect(noTemplate.ok === false && noTemplate.message).toBe(E.selectTemplate)
    const badJson = validateBulkForm(
      form({ segment_id: SEGMENT, email_template_id: TEMPLATE, data_json: '{' }),
    )
    expect(badJson.ok === false && badJson.message).toBe(E.invalidTemplateData)
  })
  it('asks for both subject and content in custom mode', () => {
    const result = validateBulkForm(form({ segment_id: SEGMENT, mode: 'custom', subject: 'Hi' }))
    expect(result.ok === false && result.errors).toEqual({ html: E.subjectAndContent })
    expect(result.ok === false && result.message).toBe(E.subjectAndContent)
  })
  it('sends only the chosen mode’s content, blank data as {}', () => {
    expect(
      validateBulkForm(
        form({ segment_id: SEGMENT, email_template_id: TEMPLATE, data_json: ' ', subject: 'x' }),
      ),
    ).toEqual({
      ok: true,
      body: {
        segment_id: SEGMENT,
        mode: 'template',
        email_template_id: TEMPLATE,
        data_json: '{}',
        subject: '',
        html: '',
        rate_per_second: 10,
      },
    })
    const coded = validateBulkForm(
      form({ segment_id: SEGMENT, email_template_id: TEMPLATE, discount_code_id: SEGMENT }),
    )
    expect(coded.ok && coded.body.discount_code_id).toBe(SEGMENT)
    const custom = validateBulkForm(
      form({
        segment_id: SEGMENT,
        mode: 'custom',
        subject: ' Hello {{first_name}} ',
        html: '<p>Hi</p>',
        rate_per_second: '25',
      }),
    )
    expect(custom.ok && custom.body).toMatchObject({
      mode: 'custom',
      email_template_id: null,
      subject: 'Hello {{first_name}}',
      html: '<p>Hi</p>',
      rate_per_second: 25,
    })
  })
})

describe('validateTestSend', () => {
  it('asks for an address, then a valid one', () => {
    expect(validateTestSend(form({}), ' ')).toEqual({
      ok: false,
      message: E.testAddressRequired,
      field: 'test_email',
    })
    expect(validateTestSend(form({}), 'me@')).toEqual({
      ok: false,
      message: emailMessage,
      field: 'test_email',
    })
  })
  it('needs the content but no segment', () => {
    expect(validateTestSend(form({}), 'me@rdo.shop')).toMatchObject({ ok: false, message: E.selectTemplate })
    expect(validateTestSend(form({ email_template_id: TEMPLATE }), ' Me@RDO.shop ')).toEqual({
      ok: true,
      body: {
        test_email: 'me@rdo.shop',
        mode: 'template',
        email_template_id: TEMPLATE,
        data_json: '{}',
        subject: '',
        html: '',
      },
    })
  })
})

describe('paceEstimate', () => {
  it('says how long a send takes at its pace', () => {
    expect(paceEstimate(5, 10)).toBe('About 1 second at 10 per second')
    expect(paceEstimate(10_000, 10)).toBe('About 17 minutes at 10 per second')
    expect(paceEstimate(72_000, 10)).toBe('About 2 hours at 10 per second')
    expect(paceEstimate(0, 10)).toBeNull()
  })
})
