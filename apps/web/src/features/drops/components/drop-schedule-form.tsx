import { useId, useMemo, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Activity, Trash2 } from 'lucide-react'
import type { AdminDrop } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { formatDateTime } from '@/lib/format'
import { useRemoveDrop, useSaveDrop } from '../api/save-drop'
import { useServerClock } from '../hooks/use-server-clock'
import { DROP_PHASE_LABELS, dropPhase } from '../lib/phase'
import {
  dropToScheduleForm,
  LIMIT_OPTIONS,
  scheduleFormToBody,
  type ScheduleFormErrors,
  type ScheduleFormValues,
} from '../lib/schedule-form'
import { formatInTimeZone } from '../lib/times'
import { browserTimeZone, timeZoneOptions, zonedWallTimeToInstant } from '../lib/zoned-time'
import { ConfirmRemoveDrop } from './confirm-remove-drop'

const SAVE_FAILED = 'Could not save the drop'
const REMOVE_FAILED = 'Could not remove the drop'

/** "Jul 1, 2026, 6:00 PM in your time (America/New_York)" when the chosen zone is not the admin's. */
function YourTime({ wall, zone, adminZone }: { wall: string; zone: string; adminZone: string }) {
  const instant = zone === adminZone ? null : zonedWallTimeToInstant(wall, zone)
  if (instant === null) return null
  return (
    <>
      {' '}
      That is {formatDateTime(instant)} your time ({adminZone}).
    </>
  )
}

interface DropScheduleFormProps {
  productId: string
  stored: AdminDrop | null
  onChanged: (drop: AdminDrop | null) => void
}

export function DropScheduleForm({ productId, stored, onChanged }: DropScheduleFormProps) {
  const [adminZone] = useState(browserTimeZone)
  const [values, setValues] = useState<ScheduleFormValues>(() => dropToScheduleForm(stored, adminZone))
  const [errors, setErrors] = useState<ScheduleFormErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const zones = useMemo(() => timeZoneOptions(adminZone, values.timeZone), [adminZone, values.timeZone])
  const clock = useServerClock()
  const save = useSaveDrop(productId)
  const remove = useRemoveDrop(productId)
  const holderId = useId()

  const set = <K extends keyof ScheduleFormValues>(key: K, value: ScheduleFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setServerError(null)
    const checked = scheduleFormToBody(values, clock.now(), stored?.starts_at ?? null)
    if (checked.errors) {
      setErrors(checked.errors)
      return
    }
    save.mutate(checked.body, {
      onSuccess: (response) => onChanged(response.drop),
      onError: (error) => setServerError(errorMessage(error, SAVE_FAILED)),
    })
  }

  const onRemove = () => {
    setServerError(null)
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        onChanged(null)
      },
      onError: (error) => {
        setConfirming(false)
        setServerError(errorMessage(error, REMOVE_FAILED))
      },
    })
  }

  const busy = save.isPending || remove.isPending
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Drop schedule" className="space-y-4">
      {stored && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="info">{DROP_PHASE_LABELS[dropPhase(stored, clock.now())]}</Badge>
          <span>
            Starts {formatInTimeZone(stored.starts_at, stored.time_zone)} ({stored.time_zone})
          </span>
          {stored.notified_at && <span>· shoppers notified {formatDateTime(stored.notified_at)}</span>}
          <Link
            to={`/admin/drops/${stored.id}`}
            className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
          >
            <Activity aria-hidden="true" className="size-4" />
            Live view
          </Link>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Start"
          required
          error={errors.startsAt}
          hint={
            <>
              Date and time in the chosen time zone.
              <YourTime wall={values.startsAt} zone={values.timeZone} adminZone={adminZone} />
            </>
          }
        >
          <Input
            type="datetime-local"
            value={values.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
          />
        </FormField>
        <FormField label="Time zone" required error={errors.timeZone}>
          <NativeSelect value={values.timeZone} onChange={(event) => set('timeZone', event.target.value)}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox
            id={holderId}
            checked={values.holderWindow}
            onCheckedChange={(checked) => set('holderWindow', checked === true)}
          />
          <Label htmlFor={holderId}>Holder early access (holders shop before everyone else)</Label>
        </div>
        {values.holderWindow && (
          <>
            <FormField
              label="Holders shop from"
              required
              error={errors.holderStartsAt}
              hint="Same time zone; before the start."
            >
              <Input
                type="datetime-local"
                value={values.holderStartsAt}
                onChange={(event) => set('holderStartsAt', event.target.value)}
              />
            </FormField>
            <FormField label="Minimum $RDO" required error={errors.holderMinimum}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="font-mono"
                value={values.holderMinimum}
                onChange={(event) => set('holderMinimum', event.target.value)}
              />
            </FormField>
          </>
        )}
        <FormField label="Limit per customer" required error={errors.perCustomerLimit}>
          <NativeSelect
            value={values.perCustomerLimit}
            onChange={(event) => set('perCustomerLimit', event.target.value)}
          >
            {LIMIT_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormAlert>{serverError}</FormAlert>
      <div className="flex flex-wrap justify-end gap-2">
        {stored && (
          <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Remove drop
          </Button>
        )}
        <Button type="submit" loading={save.isPending} disabled={busy}>
          {stored ? 'Save drop' : 'Schedule drop'}
        </Button>
      </div>
      <ConfirmRemoveDrop
        open={confirming}
        onOpenChange={setConfirming}
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </form>
  )
}
