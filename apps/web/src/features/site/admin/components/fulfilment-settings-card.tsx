import { useId } from 'react'
import { toast } from 'sonner'
import { FULFILMENT_MESSAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useFulfilmentSettings, useSaveFulfilmentSettings } from '../api/fulfilment-settings'

const LOAD_FAILED = 'Failed to load the fulfilment settings'
const SAVE_FAILED = 'Failed to save the fulfilment settings'

/**
 * Fulfilment: whether a Printify order goes to production as soon as Printify has created it, or waits
 * for "Send to production" in the fulfilment queue. The switch saves at once.
 */
export function FulfilmentSettingsCard() {
  const settings = useFulfilmentSettings()
  const save = useSaveFulfilmentSettings()
  const labelId = useId()
  const hintId = useId()
  // While the change is on its way the switch already shows where it is going.
  const on = save.isPending
    ? (save.variables?.auto_send_to_production ?? false)
    : (settings.data?.auto_send_to_production ?? false)

  const toggle = () =>
    save.mutate(
      { auto_send_to_production: !on },
      {
        onSuccess: () => toast.success(FULFILMENT_MESSAGES.settingsSaved),
        onError: (error) => toast.error(errorMessage(error, SAVE_FAILED)),
      },
    )

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
  } else if (!settings.data) {
    body = <Skeleton className="h-10 w-full max-w-md" />
  } else {
    body = (
      <div className="flex items-start gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={save.isPending}
          onClick={toggle}
          className={cn(
            'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 motion-reduce:transition-none',
            on ? 'border-transparent bg-success' : 'border-input bg-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-card shadow transition-transform duration-150 motion-reduce:transition-none',
              on ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </button>
        <div className="space-y-1 text-sm">
          <p id={labelId} className="font-medium">
            Send to production automatically
          </p>
          <p id={hintId} className="text-muted-foreground">
            {on
              ? 'Printify starts printing a paid order as soon as it has created it.'
              : 'Printify orders wait in the fulfilment queue until someone chooses “Send to production”.'}
          </p>
        </div>
      </div>
    )
  }

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Fulfilment</CardTitle>
        <CardDescription>How paid orders of products linked to Printify go into production.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  )
}
