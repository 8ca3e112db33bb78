import type { ChangeEvent } from 'react'
import type { EmailTemplate } from '@rdo/contracts/email-admin'
import type { CampaignContentMode, MarketingTemplate } from '@rdo/contracts/email-marketing-admin'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { CampaignFormErrors, CampaignFormValues } from '../lib/campaign-form'
import { TEMPLATE_CATEGORY_LABELS } from '../lib/labels'
import { PlaceholderNote } from './placeholder-note'

const MODES: { value: CampaignContentMode; label: string }[] = [
  { value: 'marketing_template', label: 'Marketing template' },
  { value: 'email_template', label: 'Email template' },
  { value: 'custom', label: 'Custom HTML' },
]

type Field = keyof CampaignFormValues

/** What the campaign sends: a marketing template, an email template with its data, or custom HTML. */
export function CampaignContentFields({
  values,
  errors,
  fieldId,
  onChange,
  onModeChange,
  onEmailTemplateChange,
  marketingTemplates,
  emailTemplates,
}: {
  values: CampaignFormValues
  errors: CampaignFormErrors
  fieldId: (field: Field) => string
  onChange: (
    field: Field,
  ) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  onModeChange: (mode: CampaignContentMode) => void
  onEmailTemplateChange: (template: EmailTemplate | undefined) => void
  marketingTemplates: MarketingTemplate[] | undefined
  emailTemplates: EmailTemplate[] | undefined
}) {
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Content</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {MODES.map((mode) => (
            <label key={mode.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="campaign-content-mode"
                value={mode.value}
                checked={values.content_mode === mode.value}
                onChange={() => onModeChange(mode.value)}
                className="size-4 accent-brand-violet"
              />
              {mode.label}
            </label>
          ))}
        </div>
      </fieldset>

      {values.content_mode === 'marketing_template' && (
        <FormField label="Marketing template" required error={errors.template_id} id={fieldId('template_id')}>
          <NativeSelect value={values.template_id} onChange={onChange('template_id')}>
            <option value="">{marketingTemplates ? 'Choose a template' : 'Loading templates…'}</option>
            {marketingTemplates?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({TEMPLATE_CATEGORY_LABELS[t.category]})
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}

      {values.content_mode === 'email_template' && (
        <>
          <FormField
            label="Email template"
            required
            error={errors.email_template_id}
            id={fieldId('email_template_id')}
            hint="Active templates only. Its subject fills an empty subject below."
          >
            <NativeSelect
              value={values.email_template_id}
              onChange={(e) => onEmailTemplateChange(emailTemplates?.find((t) => t.id === e.target.value))}
            >
              <option value="">{emailTemplates ? 'Choose a template' : 'Loading templates…'}</option>
              {emailTemplates?.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Template data (JSON)"
            error={errors.data_json}
            id={fieldId('data_json')}
            hint="Values for the template's variables; each recipient's own details are added by the server."
          >
            <Textarea
              rows={3}
              className="font-mono text-xs"
              spellCheck={false}
              value={values.data_json}
              onChange={onChange('data_json')}
            />
          </FormField>
        </>
      )}

      {values.content_mode === 'custom' && (
        <FormField
          label="HTML content"
          required
          error={errors.html}
          id={fieldId('html')}
          hint={<PlaceholderNote />}
        >
          <Textarea
            rows={8}
            className="font-mono text-xs"
            spellCheck={false}
            value={values.html}
            onChange={onChange('html')}
          />
        </FormField>
      )}
    </div>
  )
}
