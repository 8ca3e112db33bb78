import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { SHIPPING_COUNTRIES, TAX_REGIONS, taxRateBody, type TaxRate, type TaxRateBody } from '@rdo/contracts'
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
import { errorMessage } from '@/lib/api-client'
import { useSaveTaxRate } from '../api/tax-settings'

type Country = (typeof SHIPPING_COUNTRIES)[number]
export const COUNTRY_NAMES: Record<Country, string> = { US: 'United States', CA: 'Canada' }
const SAVE_FAILED = 'Could not save the tax rate'
type Values = { country: Country; state: string; rate_percent: string }
type Errors = Partial<Record<keyof Values, string>>

function RateForm({ stored, onDone }: { stored: TaxRate | null; onDone: () => void }) {
  const formId = useId()
  const [values, setValues] = useState<Values>({
    country: stored?.country ?? 'US',
    state: stored?.state ?? '',
    rate_percent: stored?.rate_percent ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const save = useSaveTaxRate(stored?.id ?? null)
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }))
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }))
  }
  const regionLabel = values.country === 'US' ? 'State' : 'Province or territory'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setServerError(null)
    const body: TaxRateBody = values
    const checked = taxRateBody.safeParse(body)
    if (!checked.success) {
      const next: Errors = {}
      for (const issue of checked.error.issues) next[issue.path[0] as keyof Values] ??= issue.message
      setErrors(next)
      return
    }
    save.mutate(body, {
      onSuccess: (r) => {
        toast.success(r.message)
        onDone()
      },
      onError: (error) => setServerError(errorMessage(error, SAVE_FAILED)),
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Tax rate" className="space-y-4">
      <FormAlert>{serverError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Country" id={`${formId}-country`} error={errors.country}>
          <NativeSelect
            value={values.country}
            onChange={(e) => set({ country: e.target.value as Country, state: '' })}
          >
            {SHIPPING_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {COUNTRY_NAMES[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={regionLabel}
          id={`${formId}-state`}
          error={errors.state}
          hint="A state or province rate adds to the country's."
        >
          <NativeSelect value={values.state} onChange={(e) => set({ state: e.target.value })}>
            <option value="">Whole country</option>
            {TAX_REGIONS[values.country].map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Rate (%)"
          required
          id={`${formId}-rate`}
          error={errors.rate_percent}
          hint="Up to 4 decimals, e.g. 7.25 or 9.975."
        >
          <Input
            inputMode="decimal"
            value={values.rate_percent}
            onChange={(e) => set({ rate_percent: e.target.value })}
            autoComplete="off"
          />
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {stored ? 'Save rate' : 'Add rate'}
        </Button>
      </DialogFooter>
    </form>
  )
}

/** Adds a rate (`target` 'new') or edits one; closed while `target` is null. */
export function TaxRateDialog({
  target,
  onOpenChange,
}: {
  target: TaxRate | 'new' | null
  onOpenChange: (open: boolean) => void
}) {
  const stored = target === 'new' ? null : target
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{stored ? 'Edit tax rate' : 'Add tax rate'}</DialogTitle>
          <DialogDescription>
            The checkout adds this rate to orders shipped there, on the items after any discount.
          </DialogDescription>
        </DialogHeader>
        {target !== null && (
          <RateForm key={stored?.id ?? 'new'} stored={stored} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  )
}
