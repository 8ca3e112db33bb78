import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import type { CampaignBody, CampaignContentMode } from '@rdo/contracts/email-marketing-admin'
import {
  CAMPAIGN_MAX_RATE,
  EMAIL_ADMIN_MESSAGES as E,
  MARKETING_MESSAGES as M,
} from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { DiscountCodeSelect } from '@/features/discounts'
import { useCreateCampaign } from '../api/create-campaign'
import { useNewestCampaign } from '../api/get-campaigns'
import { useActiveEmailTemplates } from '../api/get-email-templates'
import { useMarketingTemplates } from '../api/marketing-templates'
import { PICKER_QUERY } from '../api/marketing-keys'
import { useSegments } from '../api/segments'
import {
  CAMPAIGN_FIELD_ORDER,
  campaignFormDefaults,
  validateCampaignForm,
  type CampaignFormErrors,
  type CampaignFormValues,
  type SendChoice,
} from '../lib/campaign-form'
import { recipientsText } from '../lib/labels'
import { browserTimeZone, toLocalInput } from '../lib/schedule'
import { CampaignContentFields } from './campaign-content-fields'

const SEND_CHOICES: { value: SendChoice; label: string; submit: string }[] = [
  { value: 'draft', label: 'Save as draft', submit: 'Save draft' },
  { value: 'now', label: 'Send now', submit: 'Send now' },
  { value: 'schedule', label: 'Schedule for later', submit: 'Schedule' },
]

type Field = keyof CampaignFormValues

type Sender = { from_name: string; from_email: string } | null | undefined

function CampaignForm({ sender, onDone }: { sender: Sender; onDone: () => void }) {
  const formId = useId()
  const fieldId = (field: Field) => `${formId}-${field}`
  const segments = useSegments(PICKER_QUERY)
  const templates = useMarketingTemplates(PICKER_QUERY)
  const emailTemplates = useActiveEmailTemplates()
  const create = useCreateCampaign()
  const [values, setValues] = useState<CampaignFormValues>(() => campaignFormDefaults(sender))
  const [earliest] = useState(() => toLocalInput(new Date()))
  const [errors, setErrors] = useState<CampaignFormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [pending, setPending] = useState<CampaignBody | null>(null)

  const update = (patch: Partial<CampaignFormValues>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => {
      const next = { ...e }
      for (const key of Object.keys(patch) as Field[]) delete next[key]
      return next
    })
  }
  const onChange =
    (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      update({ [field]: e.target.value })

  const segment = segments.data?.items.find((s) => s.id === values.segment_id)

  const save = async (body: CampaignBody) => {
    setServerError(null)
    try {
      await create.mutateAsync(body)
      onDone()
    } catch (error) {
      setPending(null)
      setServerError(errorMessage(error, M.campaignCreateFailed))
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateCampaignForm(values, new Date())
    if (!result.ok) {
      setErrors(result.errors)
      const first = CAMPAIGN_FIELD_ORDER.find((f) => result.errors[f])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    // Sending at once reaches real inboxes: ask first, with the number it reaches.
    if (result.body.send === 'now') setPending(result.body)
    else void save(result.body)
  }

  const choice = SEND_CHOICES.find((c) => c.value === values.send) ?? SEND_CHOICES[0]
  const count = segment?.sendable ?? 0
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={create.isPending || undefined}>
      <FormAlert>{serverError}</FormAlert>
      <FormField label="Name" required error={errors.name} id={fieldId('name')}>
        <Input value={values.name} onChange={onChange('name')} autoComplete="off" />
      </FormField>
      <FormField label="Description" id={fieldId('description')}>
        <Input value={values.description} onChange={onChange('description')} autoComplete="off" />
      </FormField>
      <CampaignContentFields
        values={values}
        errors={errors}
        fieldId={fieldId}
        onChange={onChange}
        onModeChange={(mode: CampaignContentMode) => update({ content_mode: mode })}
        onEmailTemplateChange={(t) =>
          // The template's own subject fills an empty subject; one the admin typed stays.
          update({
            email_template_id: t?.id ?? '',
            ...(!values.subject.trim() && t?.subject ? { subject: t.subject } : {}),
          })
        }
        marketingTemplates={templates.data?.items}
        emailTemplates={emailTemplates.data?.items}
      />
      <DiscountCodeSelect
        id={fieldId('discount_code_id')}
        value={values.discount_code_id}
        onChange={(id) => update({ discount_code_id: id })}
      />
      <FormField
        label="Segment"
        required
        error={errors.segment_id}
        id={fieldId('segment_id')}
        hint={
          segment ? `${recipientsText(segment.sendable)} will receive it (active subscribers).` : undefined
        }
      >
        <NativeSelect value={values.segment_id} onChange={onChange('segment_id')}>
          <option value="">{segments.data ? 'Choose a segment' : 'Loading segments…'}</option>
          {segments.data?.items.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({recipientsText(s.sendable)})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Subject" required error={errors.subject} id={fieldId('subject')}>
          <Input value={values.subject} onChange={onChange('subject')} autoComplete="off" />
        </FormField>
        <FormField label="Preview text" id={fieldId('preview_text')}>
          <Input value={values.preview_text} onChange={onChange('preview_text')} autoComplete="off" />
        </FormField>
        <FormField label="From name" required error={errors.from_name} id={fieldId('from_name')}>
          <Input value={values.from_name} onChange={onChange('from_name')} autoComplete="off" />
        </FormField>
        <FormField label="From email" required error={errors.from_email} id={fieldId('from_email')}>
          <Input
            type="email"
            value={values.from_email}
            onChange={onChange('from_email')}
            autoComplete="off"
          />
        </FormField>
        <FormField
          label="Emails per second"
          error={errors.rate_per_second}
          id={fieldId('rate_per_second')}
          hint="Large sends are paced so providers do not treat them as spam."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={CAMPAIGN_MAX_RATE}
            step={1}
            value={values.rate_per_second}
            onChange={onChange('rate_per_second')}
          />
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">When</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {SEND_CHOICES.map((c) => (
            <label key={c.value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="campaign-send"
                value={c.value}
                checked={values.send === c.value}
                onChange={() => update({ send: c.value })}
                className="size-4 accent-brand-violet"
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.send === 'schedule' && (
        <FormField
          label="Send at"
          required
          error={errors.schedule_local}
          id={fieldId('schedule_local')}
          hint={`In your time zone (${browserTimeZone()}).`}
        >
          <Input
            type="datetime-local"
            min={earliest}
            value={values.schedule_local}
            onChange={onChange('schedule_local')}
          />
        </FormField>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending && !pending}>
          {choice.submit}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Send ${values.name.trim()} now?`}
        description={E.confirmBulk(count)}
        confirmLabel={E.sendToN(count)}
        pending={create.isPending}
        onConfirm={() => pending && void save(pending)}
      />
    </form>
  )
}

/** The form starts from the newest campaign's sender, so it waits for that (usually cached) read. */
function CampaignFormBody({ onDone }: { onDone: () => void }) {
  const newest = useNewestCampaign()
  if (newest.isPending) return <Skeleton className="h-96 w-full" />
  return <CampaignForm sender={newest.data} onDone={onDone} />
}

/** "New campaign": content, audience, sender, pace, and whether to keep, send or schedule it. */
export function CampaignFormDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>New campaign</DialogTitle>
          <DialogDescription>
            Only active subscribers of the segment receive it, each email with an unsubscribe link.
          </DialogDescription>
        </DialogHeader>
        {open && <CampaignFormBody onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}
