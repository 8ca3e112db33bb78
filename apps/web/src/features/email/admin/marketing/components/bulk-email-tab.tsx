import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { ArrowLeft, Send } from 'lucide-react'
import { toast } from 'sonner'
import type { BulkSendBody, Campaign } from '@rdo/contracts/email-marketing-admin'
import { CAMPAIGN_MAX_RATE, EMAIL_ADMIN_MESSAGES as E } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { ConfirmDialog } from '@/components/admin/confirm-dialog'
import { useCampaign } from '../api/get-campaigns'
import { useActiveEmailTemplates } from '../api/get-email-templates'
import { PICKER_QUERY } from '../api/marketing-keys'
import { useSegments } from '../api/segments'
import { useSendBulk } from '../api/send-bulk'
import {
  BULK_FORM_DEFAULTS,
  validateBulkForm,
  type BulkFormErrors,
  type BulkFormValues,
} from '../lib/bulk-form'
import { recipientsText } from '../lib/labels'
import { DiscountCodeSelect } from '@/features/discounts'
import { paceEstimate, parseRate } from '../lib/rate'
import { BulkContentFields } from './bulk-content-fields'
import { BulkTestSend } from './bulk-test-send'
import { BulkWarning } from './bulk-warning'
import { CampaignProgress } from './campaign-progress'

type Field = keyof BulkFormValues
const FIELD_ORDER: Field[] = [
  'segment_id',
  'email_template_id',
  'data_json',
  'subject',
  'html',
  'rate_per_second',
]

/**
 * After the send: the campaign's live progress until it completes, then the summary (on the panel and as
 * a toast, once), and the way back.
 */
function SentPanel({ started, onSent }: { started: Campaign; onSent: () => void }) {
  const live = useCampaign(started.id, started)
  const campaign = live.data ?? started
  const summary =
    campaign.status === 'completed' ? E.sentToN(campaign.progress.sent, campaign.progress.failed) : null
  const announced = useRef(false)
  useEffect(() => {
    if (!summary || announced.current) return
    announced.current = true
    toast.success(summary)
  }, [summary])
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <CampaignProgress campaign={campaign} pollFailed={live.isError} onRetry={() => void live.refetch()} />
      {summary && (
        <p role="status" className="font-medium">
          {summary}
        </p>
      )}
      <Button variant="outline" onClick={onSent}>
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </Button>
    </Card>
  )
}

/**
 * "Send Bulk Email": a template or custom email to a segment's active subscribers, recorded as a
 * campaign and sent at the chosen pace. After confirming, the campaign's progress shows live.
 */
export function BulkEmailTab({ onSent }: { onSent: () => void }) {
  const formId = useId()
  const fieldId = (field: Field) => `${formId}-${field}`
  const segments = useSegments(PICKER_QUERY)
  const templates = useActiveEmailTemplates()
  useLoadErrorToast(segments, E.loadSegmentsTemplatesFailed, { scope: 'admin-marketing' })
  useLoadErrorToast(templates, E.loadSegmentsTemplatesFailed, { scope: 'admin-marketing' })
  const send = useSendBulk()
  const [values, setValues] = useState<BulkFormValues>(BULK_FORM_DEFAULTS)
  const [errors, setErrors] = useState<BulkFormErrors>({})
  const [confirming, setConfirming] = useState<BulkSendBody | null>(null)
  const [started, setStarted] = useState<Campaign | null>(null)

  if (started) return <SentPanel started={started} onSent={onSent} />

  const segment = segments.data?.items.find((s) => s.id === values.segment_id)
  const count = segment?.sendable ?? 0
  const rate = parseRate(values.rate_per_second)
  const update = (patch: Partial<BulkFormValues>) => {
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
  const markProblem = (field: Field, message: string) => {
    setErrors((e) => ({ ...e, [field]: message }))
    document.getElementById(fieldId(field))?.focus()
  }

  const review = () => {
    const result = validateBulkForm(values)
    if (!result.ok) {
      setErrors(result.errors)
      toast.error(result.message)
      const first = FIELD_ORDER.find((f) => result.errors[f])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    setConfirming(result.body)
  }
  const confirm = async () => {
    if (!confirming) return
    try {
      const { campaign } = await send.mutateAsync(confirming)
      setStarted(campaign)
    } catch {
      // The hook's toast says why; the form stays as it was.
    }
    setConfirming(null)
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="min-w-0 space-y-4 p-4 sm:p-6">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Email type</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {(['template', 'custom'] as const).map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-mode`}
                  value={mode}
                  checked={values.mode === mode}
                  onChange={() => update({ mode })}
                  className="size-4 accent-brand-violet"
                />
                {mode === 'template' ? 'Template' : 'Custom'}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField
          label="Recipient segment"
          required
          error={errors.segment_id}
          id={fieldId('segment_id')}
          hint={segment ? recipientsText(segment.sendable) : undefined}
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
        <BulkContentFields
          values={values}
          errors={errors}
          fieldId={fieldId}
          onChange={onChange}
          templates={templates.data?.items}
        />
        <DiscountCodeSelect
          id={fieldId('discount_code_id')}
          value={values.discount_code_id}
          onChange={(id) => update({ discount_code_id: id })}
        />
        <FormField
          label="Emails per second"
          error={errors.rate_per_second}
          id={fieldId('rate_per_second')}
          hint={(rate && paceEstimate(count, rate)) || 'How fast the emails go out.'}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={CAMPAIGN_MAX_RATE}
            step={1}
            className="sm:max-w-40"
            value={values.rate_per_second}
            onChange={onChange('rate_per_second')}
          />
        </FormField>
        <Button size="lg" className="w-full sm:w-auto" loading={send.isPending} onClick={review}>
          {!send.isPending && <Send aria-hidden="true" />}
          {E.sendToN(count)}
        </Button>
      </Card>
      <div className="min-w-0 space-y-4">
        <BulkWarning />
        <BulkTestSend values={values} onContentProblem={markProblem} />
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Send bulk email?"
        description={E.confirmBulk(count)}
        confirmLabel={E.sendToN(count)}
        pending={send.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  )
}
