import { useId, useState, type FormEvent } from 'react'
import { RETURN_MESSAGES, returnsSettingsSchema, type ReturnsSettings } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { useReturnsSettings, useSaveReturnsSettings } from '../api/returns-settings'
import { Section } from './order-side-cards'

function WindowForm({ saved }: { saved: ReturnsSettings }) {
  const fieldId = useId()
  const save = useSaveReturnsSettings()
  const [days, setDays] = useState(String(saved.window_days))
  const [error, setError] = useState<string>()
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = returnsSettingsSchema.safeParse({ window_days: Number(days) })
    if (!parsed.success || days.trim() === '') return setError(RETURN_MESSAGES.windowRange)
    setError(undefined)
    save.mutate(parsed.data)
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={onSubmit}
      aria-label="Return window"
    >
      <FormField label="Days after delivery" error={error} className="w-40">
        <Input
          id={fieldId}
          type="number"
          min={1}
          max={365}
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value)}
        />
      </FormField>
      <Button type="submit" loading={save.isPending}>
        Save
      </Button>
    </form>
  )
}

/** The return window in days from delivery (the /returns page and customers' order pages follow it). */
export function ReturnsSettingsCard() {
  const settings = useReturnsSettings()
  return (
    <Section title="Return window">
      {settings.data ? <WindowForm saved={settings.data} /> : <Skeleton className="h-16" />}
    </Section>
  )
}
