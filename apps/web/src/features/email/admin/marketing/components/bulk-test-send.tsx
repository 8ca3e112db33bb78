import { useId, useState } from 'react'
import { FlaskConical } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useTestSend } from '../api/send-bulk'
import { validateTestSend, type BulkFormValues } from '../lib/bulk-form'

/** Sends the form's current content once to one address, so the admin sees what recipients will get. */
export function BulkTestSend({
  values,
  onContentProblem,
}: {
  values: BulkFormValues
  /** The content is not ready (no template, no subject…): the form marks the field. */
  onContentProblem: (field: keyof BulkFormValues, message: string) => void
}) {
  const id = useId()
  const [address, setAddress] = useState('')
  const [error, setError] = useState<string | undefined>()
  const send = useTestSend()
  const submit = () => {
    const check = validateTestSend(values, address)
    if (!check.ok) {
      toast.error(check.message)
      if (check.field === 'test_email') {
        setError(check.message)
        document.getElementById(id)?.focus()
      } else onContentProblem(check.field, check.message)
      return
    }
    setError(undefined)
    send.mutate(check.body)
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-[12px] border p-4">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Send a test
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Test email address" error={error} id={id} className="min-w-0 flex-1">
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={address}
            onChange={(e) => {
              setAddress(e.target.value)
              setError(undefined)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                submit()
              }
            }}
          />
        </FormField>
        <Button variant="outline" className="sm:mt-6" loading={send.isPending} onClick={submit}>
          {!send.isPending && <FlaskConical aria-hidden="true" />}
          Send Test
        </Button>
      </div>
    </section>
  )
}
