import type { CampaignBody, CampaignContentMode } from '@rdo/contracts/email-marketing-admin'
import { emailSchema } from '@rdo/contracts/common'
import { EMAIL_ADMIN_MESSAGES as E, MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { DEFAULT_RATE_TEXT, RATE_PROBLEM, parseRate } from './rate'
import { parseLocalInput, scheduleProblem, toOffsetIso } from './schedule'
import { templateDataProblem, templateDataText } from './template-data'

export type SendChoice = 'draft' | 'now' | 'schedule'

/** The New campaign form as typed: every field a string, as its control holds it. */
export type CampaignFormValues = {
  name: string
  description: string
  content_mode: CampaignContentMode
  template_id: string
  email_template_id: string
  html: string
  data_json: string
  /** The discount code the emails carry ({{discount_code}}), '' for none. */
  discount_code_id: string
  segment_id: string
  subject: string
  preview_text: string
  from_name: string
  from_email: string
  rate_per_second: string
  send: SendChoice
  /** The `datetime-local` value, in the admin's time zone. */
  schedule_local: string
}
export type CampaignFormErrors = Partial<Record<keyof CampaignFormValues, string>>

/** A blank form; the sender is taken from the newest campaign when there is one. */
export function campaignFormDefaults(
  sender?: { from_name: string; from_email: string } | null,
): CampaignFormValues {
  return {
    name: '',
    description: '',
    content_mode: 'marketing_template',
    template_id: '',
    email_template_id: '',
    html: '',
    data_json: '{}',
    discount_code_id: '',
    segment_id: '',
    subject: '',
    preview_text: '',
    from_name: sender?.from_name ?? '',
    from_email: sender?.from_email ?? '',
    rate_per_second: DEFAULT_RATE_TEXT,
    send: 'draft',
    schedule_local: '',
  }
}

export type CampaignFormResult = { ok: true; body: CampaignBody } | { ok: false; errors: CampaignFormErrors }

/**
 * Checks the form as the server will (name, content for its mode, segment, subject, sender, pace,
 * a future time when scheduled) with the same texts, and builds the request body.
 */
export function validateCampaignForm(values: CampaignFormValues, now: Date): CampaignFormResult {
  const errors: CampaignFormErrors = {}
  if (!values.name.trim()) errors.name = M.nameRequired
  if (values.content_mode === 'marketing_template' && !values.template_id) {
    errors.template_id = E.selectTemplate
  }
  if (values.content_mode === 'email_template') {
    if (!values.email_template_id) errors.email_template_id = E.selectTemplate
    const dataProblem = templateDataProblem(values.data_json)
    if (dataProblem) errors.data_json = dataProblem
  }
  if (values.content_mode === 'custom' && !values.html.trim()) errors.html = M.contentRequired
  if (!values.segment_id) errors.segment_id = E.selectSegment
  if (!values.subject.trim()) errors.subject = M.subjectRequired
  if (!values.from_name.trim()) errors.from_name = M.fromNameRequired
  if (!emailSchema.safeParse(values.from_email).success) errors.from_email = M.fromEmailInvalid
  const rate = parseRate(values.rate_per_second)
  if (rate === null) errors.rate_per_second = RATE_PROBLEM
  if (values.send === 'schedule') {
    const problem = scheduleProblem(values.schedule_local, now)
    if (problem) errors.schedule_local = problem
  }
  if (Object.keys(errors).length > 0 || rate === null) return { ok: false, errors }

  const when = values.send === 'schedule' ? parseLocalInput(values.schedule_local) : null
  const mode = values.content_mode
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      description: values.description.trim() || null,
      content_mode: mode,
      template_id: mode === 'marketing_template' ? values.template_id : null,
      email_template_id: mode === 'email_template' ? values.email_template_id : null,
      html: mode === 'custom' ? values.html : null,
      data_json: mode === 'email_template' ? templateDataText(values.data_json) : '{}',
      segment_id: values.segment_id,
      subject: values.subject.trim(),
      preview_text: values.preview_text.trim() || null,
      from_name: values.from_name.trim(),
      from_email: values.from_email.trim().toLowerCase(),
      rate_per_second: rate,
      send: values.send,
      schedule_time: when ? toOffsetIso(when) : null,
      ...(values.discount_code_id ? { discount_code_id: values.discount_code_id } : {}),
    },
  }
}

/** The fields in the order the form shows them, so the first one with a problem can take the focus. */
export const CAMPAIGN_FIELD_ORDER: (keyof CampaignFormValues)[] = [
  'name',
  'template_id',
  'email_template_id',
  'html',
  'data_json',
  'segment_id',
  'subject',
  'from_name',
  'from_email',
  'rate_per_second',
  'schedule_local',
]
