import type { BulkSendBody, TestSendBody } from '@rdo/contracts/email-marketing-admin'
import { emailMessage, emailSchema } from '@rdo/contracts/common'
import { EMAIL_ADMIN_MESSAGES as E } from '@rdo/contracts/email-messages'
import { DEFAULT_RATE_TEXT, RATE_PROBLEM, parseRate } from './rate'
import { templateDataProblem, templateDataText } from './template-data'

export type BulkMode = 'template' | 'custom'

/** The Send Bulk Email form as typed. */
export type BulkFormValues = {
  mode: BulkMode
  segment_id: string
  email_template_id: string
  data_json: string
  subject: string
  html: string
  rate_per_second: string
  /** The discount code the emails carry ({{discount_code}}), '' for none. */
  discount_code_id: string
}
export type BulkFormErrors = Partial<Record<keyof BulkFormValues, string>>

export const BULK_FORM_DEFAULTS: BulkFormValues = {
  mode: 'template',
  segment_id: '',
  email_template_id: '',
  data_json: '{}',
  subject: '',
  html: '',
  rate_per_second: DEFAULT_RATE_TEXT,
  discount_code_id: '',
}

/** The content checks a send and a test send share: a template (with object JSON data), or subject + HTML. */
function contentErrors(values: BulkFormValues): BulkFormErrors {
  const errors: BulkFormErrors = {}
  if (values.mode === 'template') {
    if (!values.email_template_id) errors.email_template_id = E.selectTemplate
    const dataProblem = templateDataProblem(values.data_json)
    if (dataProblem) errors.data_json = dataProblem
  } else if (!values.subject.trim() || !values.html.trim()) {
    if (!values.subject.trim()) errors.subject = E.subjectAndContent
    if (!values.html.trim()) errors.html = E.subjectAndContent
  }
  return errors
}

/** The first problem, in the form's order, for the toast. */
function firstProblem(errors: BulkFormErrors): string {
  const order: (keyof BulkFormValues)[] = ['segment_id', 'email_template_id', 'data_json', 'subject', 'html']
  const key = order.find((k) => errors[k]) ?? (Object.keys(errors)[0] as keyof BulkFormValues)
  return errors[key] ?? E.bulkSendFailed
}

const withCode = (values: BulkFormValues) =>
  values.discount_code_id ? { discount_code_id: values.discount_code_id } : {}

export type Checked<B> = { ok: true; body: B } | { ok: false; errors: BulkFormErrors; message: string }

/** Checks the form before the confirmation (segment, content for the mode, pace) and builds the body. */
export function validateBulkForm(values: BulkFormValues): Checked<BulkSendBody> {
  const errors: BulkFormErrors = {}
  if (!values.segment_id) errors.segment_id = E.selectSegment
  Object.assign(errors, contentErrors(values))
  const rate = parseRate(values.rate_per_second)
  if (rate === null) errors.rate_per_second = RATE_PROBLEM
  if (Object.keys(errors).length > 0 || rate === null) {
    return { ok: false, errors, message: firstProblem(errors) }
  }
  const template = values.mode === 'template'
  return {
    ok: true,
    body: {
      segment_id: values.segment_id,
      mode: values.mode,
      email_template_id: template ? values.email_template_id : null,
      data_json: template ? templateDataText(values.data_json) : '{}',
      subject: template ? '' : values.subject.trim(),
      html: template ? '' : values.html,
      rate_per_second: rate,
      ...withCode(values),
    },
  }
}

export type TestSendCheck =
  | { ok: true; body: TestSendBody }
  | { ok: false; message: string; field: 'test_email' | keyof BulkFormValues }

/** Checks a test send: an address first, then the same content the real send needs (no segment). */
export function validateTestSend(values: BulkFormValues, testEmail: string): TestSendCheck {
  if (!testEmail.trim()) return { ok: false, message: E.testAddressRequired, field: 'test_email' }
  if (!emailSchema.safeParse(testEmail).success) {
    return { ok: false, message: emailMessage, field: 'test_email' }
  }
  const errors = contentErrors(values)
  if (Object.keys(errors).length > 0) {
    const message = firstProblem(errors)
    const field = (Object.keys(errors) as (keyof BulkFormValues)[])[0]
    return { ok: false, message, field }
  }
  const template = values.mode === 'template'
  return {
    ok: true,
    body: {
      test_email: testEmail.trim().toLowerCase(),
      mode: values.mode,
      email_template_id: template ? values.email_template_id : null,
      data_json: template ? templateDataText(values.data_json) : '{}',
      subject: template ? '' : values.subject.trim(),
      html: template ? '' : values.html,
      ...withCode(values),
    },
  }
}
