import { useId } from 'react'
import { Info } from 'lucide-react'
import { toast } from 'sonner'
import { TAX_ADMIN_MESSAGES as M } from '@rdo/contracts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { errorMessage } from '@/lib/api-client'
import { useSaveTaxSettings, useTaxSettings } from '../api/tax-settings'
import { TaxRatesTable } from './tax-rates-table'

const SAVE_FAILED = 'Failed to save the tax settings'

/** Whether shipping is taxed; the switch saves at once. */
function TaxShippingSwitch() {
  const settings = useTaxSettings()
  const save = useSaveTaxSettings()
  const labelId = useId()
  const hintId = useId()
  if (!settings.data) {
    return settings.isError ? (
      <p role="alert" className="text-sm text-danger">
        {errorMessage(settings.error, 'Failed to load the tax settings')}
      </p>
    ) : (
      <Skeleton className="h-10 w-full max-w-md" />
    )
  }
  const on = save.isPending ? (save.variables?.tax_shipping ?? false) : settings.data.tax_shipping
  return (
    <div className="flex items-start gap-3">
      <Switch
        checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={save.isPending}
        className="mt-0.5"
        onCheckedChange={(checked) =>
          save.mutate(
            { tax_shipping: checked },
            {
              onSuccess: () => toast.success(M.settingsSaved),
              onError: (error) => toast.error(errorMessage(error, SAVE_FAILED)),
            },
          )
        }
      />
      <div className="space-y-1 text-sm">
        <p id={labelId} className="font-medium">
          Tax shipping
        </p>
        <p id={hintId} className="text-muted-foreground">
          {on
            ? 'The shipping charge is taxed at the rate of the address.'
            : 'The shipping charge is not taxed; only the items are.'}
        </p>
      </div>
    </div>
  )
}

/** Sales tax: the rates per country, state and province, and whether shipping is taxed. */
export function TaxSettingsCard() {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-4">
        <CardTitle id={titleId}>Sales tax</CardTitle>
        <CardDescription>The rate of the shipping address applies. {M.stateAdds}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info-soft px-3 py-2 text-sm text-info">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {M.pricesExclusive}
        </p>
        <TaxShippingSwitch />
        <TaxRatesTable />
      </CardContent>
    </Card>
  )
}
