import { useFormContext, useWatch } from 'react-hook-form'
import { ADDRESS_MESSAGES, CA_PROVINCES, US_STATES, type ShippingAddress } from '@rdo/contracts'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'

/** A blank shipping address: the contracts' address shape, United States preselected. */
export const emptyAddress: ShippingAddress = {
  first_name: '',
  last_name: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
}

interface AddressFieldsProps {
  /** Marks every field but the second line as required (checkout and saved addresses). */
  required?: boolean
  /**
   * Checkout: the state or province is picked from the regions the shop ships to, and the labels follow
   * the country (State and ZIP code, Province and Postal code). Elsewhere the region is typed.
   */
  pickRegion?: boolean
}

/**
 * The one shipping address form: checkout, the profile's default address and saved addresses. It reads
 * the surrounding form (react-hook-form's FormProvider), which keeps the values under `address`.
 */
export function AddressFields({ required = false, pickRegion = false }: AddressFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<{ address: ShippingAddress }>()
  const country = useWatch({ control, name: 'address.country' })
  const canada = country === 'CA'
  // The form says "Please complete all address fields" once; each empty field just says what it needs.
  const error = (name: keyof ShippingAddress) => {
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
      {pickRegion ? (
        <FormField label={canada ? 'Province' : 'State'} error={error('state')} required={required}>
          <NativeSelect autoComplete="shipping address-level1" {...register('address.state')}>
            <option value="">Select…</option>
            {(canada ? CA_PROVINCES : US_STATES).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : (
        <FormField label="State / Province" error={error('state')} required={required}>
          <Input autoComplete="shipping address-level1" {...register('address.state')} />
        </FormField>
      )}
      <FormField
        label={pickRegion && !canada ? 'ZIP code' : 'Postal code'}
        error={error('postal_code')}
        required={required}
      >
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

/** An address as display lines (name, street, place, country) for read-only views. */
export function formatAddress(address: Partial<ShippingAddress> | null | undefined): string[] {
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
