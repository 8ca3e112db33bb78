import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { AdminDiscountCodeDetail, DiscountCodeKind, DiscountCodeScope } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { DialogFooter } from '@/components/ui/dialog'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { errorMessage } from '@/lib/api-client'
import { browserTimeZone } from '@/features/drops'
import { useSaveDiscount } from '../api/save-discount'
import {
  DISCOUNT_FIELD_ORDER,
  discountFormToBody,
  discountToForm,
  type DiscountFormErrors,
  type DiscountFormValues,
} from '../lib/discount-form'
import { DiscountScheduleFields } from './discount-schedule-fields'
import { CategoryPicker, ProductPicker } from './discount-targets'

const SAVE_FAILED = 'Could not save the discount code'
const KINDS: { value: DiscountCodeKind; label: string }[] = [
  { value: 'percentage', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off' },
  { value: 'free_shipping', label: 'Free shipping' },
]
const SCOPES: { value: DiscountCodeScope; label: string }[] = [
  { value: 'order', label: 'Whole order' },
  { value: 'products', label: 'Chosen products' },
  { value: 'categories', label: 'Chosen categories' },
]

function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="size-4 accent-brand-violet"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  )
}

/** The code's editor: what it takes off, on what, from when to when, how often; saved as one body. */
export function DiscountForm({
  stored,
  onDone,
}: {
  stored: AdminDiscountCodeDetail | null
  onDone: () => void
}) {
  const formId = useId()
  const fieldId = (field: keyof DiscountFormValues) => `${formId}-${field}`
  const [adminZone] = useState(browserTimeZone)
  const [values, setValues] = useState<DiscountFormValues>(() => discountToForm(stored, adminZone))
  const [errors, setErrors] = useState<DiscountFormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const save = useSaveDiscount(stored?.id ?? null)

  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }
  const text = (
    key:
      'code' | 'description' | 'percentOff' | 'amountOff' | 'minSubtotal' | 'usageLimit' | 'perCustomerLimit',
  ) => ({ value: values[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) })

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setServerError(null)
    const checked = discountFormToBody(values)
    if (checked.errors) {
      setErrors(checked.errors)
      const first = DISCOUNT_FIELD_ORDER.find((f) => checked.errors[f])
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    save.mutate(checked.body, {
      onSuccess: (r) => {
        toast.success(`${r.message}: ${r.discount.code}`)
        onDone()
      },
      onError: (error) => setServerError(errorMessage(error, SAVE_FAILED)),
    })
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}

      className="space-y-5"
      aria-busy={save.isPending || undefined}
    >
      <FormAlert>{serverError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Code"
          required
          id={fieldId('code')}
          error={errors.code}
          hint="Letters, digits, - and _; customers may type it in any case."
        >
          <Input {...text('code')} autoComplete="off" className="font-mono uppercase" maxLength={32} />
        </FormField>
        <FormField
          label="Description"
          id={fieldId('description')}
          error={errors.description}
          hint="For the back office only."
        >
          <Input {...text('description')} autoComplete="off" />
        </FormField>
      </div>

      <Choices
        legend="Discount"
        name={`${formId}-kind`}
        options={KINDS}
        value={values.kind}
        onChange={(v) => set('kind', v)}
      />
      {values.kind === 'percentage' && (
        <FormField
          label="Percent off"
          required
          id={fieldId('percentOff')}
          error={errors.percentOff}
          className="max-w-48"
        >
          <Input {...text('percentOff')} type="number" inputMode="numeric" min={1} max={100} step={1} />
        </FormField>
      )}
      {values.kind === 'fixed' && (
        <FormField
          label="Amount off ($)"
          required
          id={fieldId('amountOff')}
          error={errors.amountOff}
          className="max-w-48"
        >
          <Input {...text('amountOff')} inputMode="decimal" placeholder="5.00" />
        </FormField>
      )}

      <Choices
        legend="Applies to"
        name={`${formId}-scope`}
        options={SCOPES}
        value={values.scope}
        onChange={(v) => set('scope', v)}
      />
      {values.scope === 'products' && (
        <ProductPicker
          id={fieldId('products')}
          chosen={values.products}
          onChange={(next) => set('products', next)}
          error={errors.products}
        />
      )}
      {values.scope === 'categories' && (
        <CategoryPicker
          id={fieldId('categoryIds')}
          chosen={values.categoryIds}
          onChange={(next) => set('categoryIds', next)}
          error={errors.categoryIds}
        />
      )}
      <FormField
        label="Minimum order ($)"
        id={fieldId('minSubtotal')}
        error={errors.minSubtotal}
        hint="The items' subtotal before the discount. Empty: any order."
        className="max-w-64"
      >
        <Input {...text('minSubtotal')} inputMode="decimal" placeholder="0.00" />
      </FormField>

      <DiscountScheduleFields
        values={values}
        errors={errors}
        adminZone={adminZone}
        fieldId={fieldId}
        set={set}
      />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Limits</legend>
        <FormField
          label="Total uses"
          id={fieldId('usageLimit')}
          error={errors.usageLimit}
          hint={stored ? `Empty: no limit. Used ${stored.uses} times so far.` : 'Empty: no limit.'}
        >
          <Input {...text('usageLimit')} type="number" inputMode="numeric" min={1} step={1} />
        </FormField>
        <FormField
          label="Uses per customer"
          id={fieldId('perCustomerLimit')}
          error={errors.perCustomerLimit}
          hint="Empty: no limit."
        >
          <Input {...text('perCustomerLimit')} type="number" inputMode="numeric" min={1} step={1} />
        </FormField>
      </fieldset>

      <div className="space-y-3">
        <Toggle
          label="Also applies to drop products"
          checked={values.allowDropProducts}
          onChange={(on) => set('allowDropProducts', on)}
        />
        <Toggle
          label="Active (customers can use it)"
          checked={values.active}
          onChange={(on) => set('active', on)}
        />
      </div>

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {stored ? 'Save code' : 'Create code'}
        </Button>
      </DialogFooter>
    </form>
  )
}
