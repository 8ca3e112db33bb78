import type { ChangeEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { useSendableDiscountCodes } from '../api/get-sendable-codes'
import { discountAmountText } from '../lib/labels'

/**
 * An email's optional discount code: its code fills {{discount_code}}. Lists the codes customers can
 * use now or once they start; '' is none.
 */
export function DiscountCodeSelect({
  id,
  value,
  onChange,
  error,
}: {
  id?: string
  value: string
  onChange: (id: string) => void
  error?: string
}) {
  const codes = useSendableDiscountCodes()
  return (
    <FormField
      label="Discount code"
      id={id}
      error={error}
      hint="Optional. Write {{discount_code}} in the message where the code goes."
    >
      <NativeSelect value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value)}>
        <option value="">{codes.isPending ? 'Loading codes…' : 'No code'}</option>
        {codes.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.code} ({discountAmountText(c)}
            {c.status === 'scheduled' ? ', scheduled' : ''})
          </option>
        ))}
      </NativeSelect>
    </FormField>
  )
}
