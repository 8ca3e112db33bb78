import type { ChangeEvent } from 'react'
import type { EmailTemplate } from '@rdo/contracts/email-admin'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import type { BulkFormErrors, BulkFormValues } from '../lib/bulk-form'
import { PlaceholderNote } from './placeholder-note'

type Field = keyof BulkFormValues

/** The bulk form's content: an email template with its data, or a subject and custom HTML. */
export function BulkContentFields({
  values,
  errors,
  fieldId,
  onChange,
  templates,
}: {
  values: BulkFormValues
  errors: BulkFormErrors
  fieldId: (field: Field) => string
  onChange: (
    field: Field,
  ) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void
  templates: EmailTemplate[] | undefined
}) {
  if (values.mode === 'template') {
    const chosen = templates?.find((t) => t.id === values.email_template_id)
    return (
      <>
        <FormField
          label="Email template"
          required
          error={errors.email_template_id}
          id={fieldId('email_template_id')}
          hint={chosen ? `Subject: ${chosen.subject}` : 'Active templates only.'}
        >
          <NativeSelect value={values.email_template_id} onChange={onChange('email_template_id')}>
            <option value="">{templates ? 'Choose a template' : 'Loading templates…'}</option>
            {templates?.map((t) => (
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
          hint="Values for the template's variables; each recipient's first name, email and unsubscribe link are added for them."
        >
          <Textarea
            rows={4}
            className="font-mono text-xs"
            spellCheck={false}
            value={values.data_json}
            onChange={onChange('data_json')}
          />
        </FormField>
      </>
    )
  }
  return (
    <>
      <FormField label="Subject" required error={errors.subject} id={fieldId('subject')}>
        <Input value={values.subject} onChange={onChange('subject')} autoComplete="off" />
      </FormField>
      <FormField
        label="HTML content"
        required
        error={errors.html}
        id={fieldId('html')}
        hint={<PlaceholderNote />}
      >
        <Textarea
          rows={10}
          className="font-mono text-xs"
          spellCheck={false}
          value={values.html}
          onChange={onChange('html')}
        />
      </FormField>
    </>
  )
}
