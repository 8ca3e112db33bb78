import { useMemo } from 'react'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { formatDateTime } from '@/lib/format'
import { timeZoneOptions, zonedWallTimeToInstant } from '@/features/drops'
import type { DiscountFormErrors, DiscountFormValues } from '../lib/discount-form'

type Field = 'startsAt' | 'endsAt' | 'timeZone'

/** "That is Dec 1, 2026, 3:00 PM your time." when the chosen zone is not the admin's. */
function yourTime(wall: string, zone: string, adminZone: string) {
  const instant = zone === adminZone || !wall ? null : zonedWallTimeToInstant(wall, zone)
  return instant === null ? '' : ` That is ${formatDateTime(instant)} your time.`
}

/** Start and end as wall-clock times in a named zone, as the drop editor schedules. */
export function DiscountScheduleFields({
  values,
  errors,
  adminZone,
  fieldId,
  set,
}: {
  values: DiscountFormValues
  errors: DiscountFormErrors
  adminZone: string
  fieldId: (field: Field) => string
  set: (field: Field, value: string) => void
}) {
  const zones = useMemo(() => timeZoneOptions(adminZone, values.timeZone), [adminZone, values.timeZone])
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium">Schedule</legend>
      <FormField
        label="Starts"
        id={fieldId('startsAt')}
        error={errors.startsAt}
        hint={`Empty: usable as soon as it is saved.${yourTime(values.startsAt, values.timeZone, adminZone)}`}
      >
        <Input
          type="datetime-local"
          value={values.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
        />
      </FormField>
      <FormField
        label="Ends"
        id={fieldId('endsAt')}
        error={errors.endsAt}
        hint={`Empty: never ends.${yourTime(values.endsAt, values.timeZone, adminZone)}`}
      >
        <Input type="datetime-local" value={values.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
      </FormField>
      <FormField
        label="Time zone"
        id={fieldId('timeZone')}
        error={errors.timeZone}
        hint="The start and end are read in this zone."
        className="sm:col-span-2"
      >
        <NativeSelect value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </fieldset>
  )
}
