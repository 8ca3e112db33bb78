import { describe, expect, it } from 'vitest'
import { EMAIL_ADMIN_MESSAGES as E, MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { campaignFormDefaults, validateCampaignForm, type CampaignFormValues } from './campaign-form'
import { RATE_PROBLEM } from './rate'

const SEGMENT = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const TEMPLATE = '0f8fad5b-d9cb-469f-a165-70867728950e'
const now = new Date(2030, 0, 1, 12, 0)

const filled = (overrides: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  ...campaignFormDefaults({ from_name: 'RDO', from_email: 'news@rdo.shop' }),
  name: ' Winter drop ',
  template_id: TEMPLATE,
  segment_id: SEGMENT,
  subject: ' The winter drop is here ',
  ...overrides,
})

describe('campaignFormDefaults', () => {
  it('starts as a draft at the default pace, the sender from the newest campaign', () => {
    const values = campaignFormDefaults({ from_name: 'RDO', from_email: 'news@rdo.shop' })
    expect(values).toMatchObject({
      send: 'draft',
      rate_per_second: '10',
      from_name: 'RDO',
      from_email: 'news@rdo.shop',
    })
    expect(campaignFormDefaults(null)).toMatchObject({ from_name: '', from_email: '' })
  })
})

describe('validateCampaignForm', () => {
  it('names every missing field with the shared texts', () => {
    const result = validateCampaignForm(campaignFormDefaults(), now)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual({
      name: M.nameRequired,
      template_id: E.selectTemplate,
      segment_id: E.selectSegment,
      subject: M.subjectRequired,
      from_name: M.fromNameRequired,
      from_email: M.fromEmailInvalid,
    })
  })

  it('builds a draft body with trimmed text and only the chosen content', () => {
    const result = validateCampaignForm(filled({ html: '<p>left over</p>' }), now)
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Winter drop',
        description: null,
        content_mode: 'marketing_template',
        template_id: TEMPLATE,
        email_template_id: null,
        html: null,
        data_json: '{}',
        segment_id: SEGMENT,
        subject: 'The winter drop is here',
        preview_text: null,
        from_name: 'RDO',
        from_email: 'news@rdo.shop',
        rate_per_second: 10,
        send: 'draft',
        schedule_time: null,
      },
    })
    expect(Object.keys(result.ok ? result.body : {})).not.toContain('discount_code_id')
    const coded = validateCampaignForm(filled({ discount_code_id: TEMPLATE }), now)
    expect(coded.ok && coded.body.discount_code_id).toBe(TEMPLATE)
  })

  it('needs HTML for custom content and object JSON for an email template', () => {
    const custom = validateCampaignForm(filled({ content_mode: 'custom', html: '  ' }), now)
    expect(custom.ok === false && custom.errors).toEqual({ html: M.contentRequired })
    const email = validateCampaignForm(
      filled({ content_mode: 'email_template', email_template_id: '', data_json: '[1]' }),
      now,
    )
    expect(email.ok === false && email.errors).toEqual({
      email_template_id: E.selectTemplate,
      data_json: E.invalidTemplateData,
    })
  })

  it('refuses an invalid sender address and an out-of-range pace', () => {
    const result = validateCampaignForm(filled({ from_email: 'news@rdo', rate_per_second: '0' }), now)
    expect(result.ok === false && result.errors).toEqual({
      from_email: M.fromEmailInvalid,
      rate_per_second: RATE_PROBLEM,
    })
    expect(validateCampaignForm(filled({ rate_per_second: '2.5' }), now).ok).toBe(false)
    expect(validateCampaignForm(filled({ rate_per_second: '1000' }), now).ok).toBe(true)
  })

  it('schedules only in the future, sending the time with its offset', () => {
    const missing = validateCampaignForm(filled({ send: 'schedule' }), now)
    expect(missing.ok === false && missing.errors).toEqual({ schedule_local: M.scheduleRequired })
    const past = validateCampaignForm(filled({ send: 'schedule', schedule_local: '2029-12-31T09:00' }), now)
    expect(past.ok === false && past.errors).toEqual({ schedule_local: M.scheduleInPast })
    const later = validateCampaignForm(filled({ send: 'schedule', schedule_local: '2030-01-02T09:00' }), now)
    expect(later.ok).toBe(true)
    if (!later.ok) return
    expect(later.body.schedule_time).toMatch(/^2030-01-02T09:00:00[+-]\d{2}:\d{2}$/)
    expect(Date.parse(later.body.schedule_time ?? '')).toBe(new Date(2030, 0, 2, 9, 0).getTime())
  })

  it('ignores a typed schedule when sending now', () => {
    const result = validateCampaignForm(filled({ send: 'now', schedule_local: '2000-01-01T00:00' }), now)
    expect(result.ok && result.body.schedule_time).toBeNull()
  })
})
