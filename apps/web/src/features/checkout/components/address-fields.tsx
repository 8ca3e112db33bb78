import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { CA_PROVINCES, US_STATES } from '@rdo/contracts'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { CheckoutFormValues } from '../lib/checkout-form'

interface AddressFieldsProps {
  register: UseFormRegister<CheckoutFormValues>
  errors: FieldErrors<CheckoutFormValues>['address']
  country: string
}

export function AddressFields({ register, errors, country }: AddressFieldsProps) {
  const regions = country === 'CA' ? CA_PROVINCES : US_STATES
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" required error={errors?.first_name?.message}>
        <Input autoComplete="shipping given-name" {...register('address.first_name')} />
      </FormField>
      <FormField label="Last name" required error={errors?.last_name?.message}>
        <Input autoComplete="shipping family-name" {...register('address.last_name')} />
      </FormField>
      <FormField label="Street address" required error={errors?.address?.message} className="sm:col-span-2">
        <Input autoComplete="shipping address-line1" {...register('address.address')} />
      </FormField>
      <FormField
        label="Address line 2 (optional)"
        error={errors?.address2?.message}
        className="sm:col-span-2"
      >
        <Input autoComplete="shipping address-line2" {...register('address.address2')} />
      </FormField>
      <FormField label="City" required error={errors?.city?.message}>
        <Input autoComplete="shipping address-level2" {...register('address.city')} />
      </FormField>
      <FormField label={country === 'CA' ? 'Province' : 'State'} required error={errors?.state?.message}>
        <NativeSelect autoComplete="shipping address-level1" {...register('address.state')}>
          <option value="">Select…</option>
          {regions.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={country === 'CA' ? 'Postal code' : 'ZIP code'}
        required
        error={errors?.postal_code?.message}
      >
        <Input autoComplete="shipping postal-code" {...register('address.postal_code')} />
      </FormField>
      <FormField label="Country" required error={errors?.country?.message}>
        <NativeSelect autoComplete="shipping country" {...register('address.country')}>
          <option value="US">United States</option>
          <option value="CA">Canada</option>
        </NativeSelect>
      </FormField>
    </div>
  )
}
