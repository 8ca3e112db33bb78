import { useFormContext } from 'react-hook-form'
import { ADDRESS_MESSAGES } from '@rdo/contracts'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'

export interface AddressFormValues {
  first_name: string
  last_name: string
  address: string
  address2: string
  city: string
  state: string
  postal_code: string
  country: 'US' | 'CA'
}

export const emptyAddress: AddressFormValues = {
  first_name: '',
  last_name: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
}

/** Address inputs for any form that keeps them under `address` (profile default, saved addresses). */
export function AddressFields({ required = false }: { required?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ address: AddressFormValues }>()
  // The form says "Please complete all address fields" once; each empty field just says what it needs.
  const error = (name: keyof AddressFormValues) => {
    const message = errors.address?.[name]?.message
    return message === ADDRESS_MESSAGES.incomplete ? 'Required' : message
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="First name" error={error('first_name')} required={required}>
        <Input autoComplete="shipping given-name" {...register('address.first_name')} />
      </FormField>
      <FormField label="Last name" error={error('last_name')} required={required}>
        <Input autoComplete="shipping family-name" {...register('address.last_name')} />
      </FormField>
      <FormField
        label="Street address"
        error={error('address')}
        required={required}
        className="sm:col-span-2"
      >
        <Input autoComplete="shipping address-line1" {...register('address.address')} />
      </FormField>
      <FormField label="Apartment, suite (optional)" error={error('address2')} className="sm:col-span-2">
        <Input autoComplete="shipping address-line2" {...register('address.address2')} />
      </FormField>
      <FormField label="City" error={error('city')} required={required}>
        <Input autoComplete="shipping address-level2" {...register('address.city')} />
      </FormField>
      <FormField label="State / Province" error={error('state')} required={required}>
        <Input autoComplete="shipping address-level1" {...register('address.state')} />
      </FormField>
      <FormField label="Postal code" error={error('postal_code')} required={required}>
        <Input autoComplete="shipping postal-code" {...register('address.postal_code')} />
      </FormField>
      <FormField label="Country" error={error('country')} required={required}>
        <NativeSelect autoComplete="shipping country" {...register('address.country')}>
          <option value="US">United States</option>
          <option value="CA">Canada</option>
        </NativeSelect>
      </FormField>
    </div>
  )
}

/** One-line summary of an address for read-only views. */
export function formatAddress(address: Partial<AddressFormValues> | null | undefined): string[] {
  if (!address) return []
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ')
  const street = [address.address, address.address2].filter(Boolean).join(', ')
  const place = [address.city, [address.state, address.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  if (!name && !street && !place) return []
  const country = address.country === 'CA' ? 'Canada' : 'United States'
  return [name, street, place, country].filter(Boolean)
}
