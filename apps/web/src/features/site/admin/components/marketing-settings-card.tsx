import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { marketingSettingsSchema, type MarketingSettings } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { useMarketingSettings, useSaveMarketingSettings } from '../api/marketing-settings'

const LOAD_FAILED = 'Failed to load the marketing settings'
const SAVE_FAILED = 'Failed to save the marketing settings'
const SAVED = 'Marketing settings saved'

function ReminderForm({ saved }: { saved: MarketingSettings }) {
  const id = useId()
  const save = useSaveMarketingSettings()
  const [enabled, setEnabled] = useState(saved.abandoned_cart_enabled)
  const [minutes, setMinutes] = useState(String(saved.abandoned_cart_minutes))
  const [error, setError] = useState<string>()
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = marketingSettingsSchema.safeParse({
      abandoned_cart_enabled: enabled,
      abandoned_cart_minutes: minutes.trim() === '' ? Number.NaN : Number(minutes),
    })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    setError(undefined)
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(SAVED),
      onError: (err) => toast.error(errorMessage(err, SAVE_FAILED)),
    })
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Abandoned-cart reminder" className="space-y-4">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-enabled`}
          checked={enabled}
          onCheckedChange={(checked) => setEnabled(checked === true)}
          className="mt-0.5"
        />
        <label htmlFor={`${id}-enabled`} className="text-sm">
          <span className="font-medium">Remind customers of a cart they left</span>
          <span className="block text-muted-foreground">
            One email per cart, only to signed-in customers who take marketing emails, never after they order.
          </span>
        </label>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label="Minutes after the last change"
          error={error}
          hint="Between 15 and 10080 (a week)."
          className="w-56"
        >
          <Input
            id={`${id}-minutes`}
            type="number"
            min={15}
            max={10080}
            inputMode="numeric"
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </FormField>
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  )
}

/** Marketing: the abandoned-cart reminder, on or off, and how long a cart waits before it. */
export function MarketingSettingsCard() {
  const settings = useMarketingSettings()
  let body
  if (settings.isError && !settings.data) {
    body = (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-danger">
        {errorMessage(settings.error, LOAD_FAILED)}
        <Button
          variant="outline"
          size="sm"
          loading={settings.isFetching}
          onClick={() => void settings.refetch()}
        >
          Try again
        </Button>
      </p>
    )
  } else if (!settings.data) body = <Skeleton className="h-24 w-full max-w-md" />
  else body = <ReminderForm saved={settings.data} />
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Marketing</CardTitle>
        <CardDescription>
          The reminder sent when a signed-in customer leaves items in the cart.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  )
}
