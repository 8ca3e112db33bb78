import { useState, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import { toast } from 'sonner'
import { EMAIL_ADMIN_MESSAGES as M, EMAIL_SEND_MAX_RECIPIENTS } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useActiveEmailTemplates } from '../api/get-email-templates'
import { useSendEmail } from '../api/send-email'
import {
  EMPTY_SEND_FORM,
  checkSendForm,
  exampleTemplateData,
  type SendFormValues,
  type SendMode,
} from '../lib/send-form'

const MODES: { value: SendMode; label: string }[] = [
  { value: 'custom', label: 'Custom Email' },
  { value: 'template', label: 'Template Email' },
]

/** Sends one email to a few addresses: written here, or from an active template with its data. */
export function SendEmailTab() {
  const [values, setValues] = useState<SendFormValues>(EMPTY_SEND_FORM)
  const [problem, setProblem] = useState<string | null>(null)
  const templates = useActiveEmailTemplates()
  useLoadErrorToast(templates, M.loadTemplatesFailed, { scope: 'admin-email' })
  // The form clears only once the server took the email; a refusal keeps everything for a retry.
  const send = useSendEmail({ onSuccess: () => setValues((v) => ({ ...EMPTY_SEND_FORM, mode: v.mode })) })
  const set = (changes: Partial<SendFormValues>) => {
    setValues((v) => ({ ...v, ...changes }))
    setProblem(null)
  }
  const chooseTemplate = (templateId: string) => {
    const template = templates.data?.items.find((t) => t.id === templateId)
    set({ templateId, dataJson: template ? exampleTemplateData(template.variables) : '' })
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkSendForm(values)
    if (!checked.ok) {
      setProblem(checked.message)
      toast.error(checked.message)
      return
    }
    send.mutate(checked.body)
  }
  const active = templates.data?.items ?? []

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={send.isPending || undefined} className="max-w-3xl">
      <fieldset disabled={send.isPending} className="space-y-5">
        <legend className="sr-only">Send Email</legend>
        <div role="radiogroup" aria-label="Email type" className="inline-flex rounded-xl border bg-muted p-1">
          {MODES.map((m) => (
            <label
              key={m.value}
              className="flex h-9 cursor-pointer items-center rounded-lg px-4 text-sm font-medium text-muted-foreground has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name="email-mode"
                value={m.value}
                checked={values.mode === m.value}
                onChange={() => set({ mode: m.value })}
                className="sr-only"
              />
              {m.label}
            </label>
          ))}
        </div>

        <FormField
          label="Recipients"
          required
          hint={`Comma-separated email addresses, at most ${EMAIL_SEND_MAX_RECIPIENTS}.`}
        >
          <Input
            value={values.to}
            onChange={(e) => set({ to: e.target.value })}
            placeholder="ada@example.com, bob@example.com"
            autoComplete="off"
            spellCheck={false}
            inputMode="email"
          />
        </FormField>

        {values.mode === 'custom' ? (
          <>
            <FormField label="Subject" required>
              <Input
                value={values.subject}
                onChange={(e) => set({ subject: e.target.value })}
                maxLength={300}
              />
            </FormField>
            <FormField label="HTML content" required>
              <Textarea
                rows={12}
                className="font-mono text-xs"
                spellCheck={false}
                value={values.html}
                onChange={(e) => set({ html: e.target.value })}
                placeholder="<p>Hello!</p>"
              />
            </FormField>
          </>
        ) : (
          <>
            <FormField
              label="Template"
              required
              hint={
                templates.isSuccess && active.length === 0
                  ? 'No active templates: activate one first.'
                  : undefined
              }
            >
              <NativeSelect value={values.templateId} onChange={(e) => chooseTemplate(e.target.value)}>
                <option value="">{templates.isPending ? 'Loading templates…' : 'Choose a template'}</option>
                {active.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label="Template data (JSON)"
              hint="Filled with each variable’s example; edit the values to send."
            >
              <Textarea
                rows={8}
                className="font-mono text-xs"
                spellCheck={false}
                value={values.dataJson}
                onChange={(e) => set({ dataJson: e.target.value })}
                placeholder='{ "first_name": "Ada" }'
              />
            </FormField>
          </>
        )}

        <FormAlert>{problem}</FormAlert>
        <Button type="submit" loading={send.isPending}>
          {!send.isPending && <Send aria-hidden="true" />}
          Send Email
        </Button>
      </fieldset>
    </form>
  )
}
