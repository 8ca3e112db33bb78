import { useId, useState, type FormEvent } from 'react'
import { shipLinesBody, type OrderItem } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { CARRIER_OPTIONS, OTHER_CARRIER, shipBody, shipmentLineText } from '../../lib/fulfilment'
import { SHIP_FAILED, useShipLines } from '../api/order-fulfilment'

type Errors = Partial<Record<'lines' | 'carrier' | 'tracking_number' | 'tracking_url', string>>

/**
 * Ships shop-stock lines in one parcel: which lines (all unshipped ones ticked), the carrier (a known
 * one, whose tracking link the shop builds, or any other written out), the tracking number and an
 * optional tracking link.
 */
export function MarkShippedForm({ orderId, items }: { orderId: string; items: OrderItem[] }) {
  const ids = { lines: useId(), other: useId() }
  const [picked, setPicked] = useState<string[]>(() => items.map((i) => i.id))
  const [carrier, setCarrier] = useState<string>(CARRIER_OPTIONS[0]!)
  const [otherCarrier, setOtherCarrier] = useState('')
  const [trackingNumber, setTrackingNumber] = useState('')
  const [trackingUrl, setTrackingUrl] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const ship = useShipLines()

  const toggle = (id: string, on: boolean) =>
    setPicked((now) => (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)))

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const itemIds = items.map((i) => i.id).filter((id) => picked.includes(id))
    const body = shipBody({ itemIds, carrier, otherCarrier, trackingNumber, trackingUrl })
    const parsed = shipLinesBody.safeParse(body)
    const next: Errors = {}
    if (itemIds.length === 0) next.lines = 'Choose at least one line to ship'
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if (field === 'carrier' || field === 'tracking_number' || field === 'tracking_url') {
          next[field] ??= issue.message
        }
      }
    }
    setErrors(next)
    if (Object.keys(next).length > 0) return
    ship.mutate(
      { id: orderId, body },
      {
        onSuccess: () => {
          setTrackingNumber('')
          setTrackingUrl('')
        },
      },
    )
  }

  return (
    <form className="grid min-w-0 grid-cols-1 gap-4" noValidate onSubmit={onSubmit} aria-label="Mark shipped">
      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={errors.lines ? `${ids.lines}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Lines in this package</legend>
        {items.map((item) => {
          const boxId = `${ids.lines}-${item.id}`
          return (
            <div key={item.id} className="flex items-center gap-2">
              <Checkbox
                id={boxId}
                checked={picked.includes(item.id)}
                onCheckedChange={(on) => toggle(item.id, on === true)}
              />
              <Label htmlFor={boxId} className="font-normal">
                {shipmentLineText(item)}
              </Label>
            </div>
          )
        })}
        {errors.lines && (
          <p id={`${ids.lines}-error`} role="alert" className="text-sm font-medium text-danger">
            {errors.lines}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Carrier" error={carrier === OTHER_CARRIER ? undefined : errors.carrier}>
          <NativeSelect value={carrier} onChange={(e) => setCarrier(e.target.value)}>
            {CARRIER_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            <option value={OTHER_CARRIER}>Other</option>
          </NativeSelect>
        </FormField>
        {carrier === OTHER_CARRIER && (
          <FormField label="Carrier name" id={ids.other} error={errors.carrier} required>
            <Input value={otherCarrier} maxLength={60} onChange={(e) => setOtherCarrier(e.target.value)} />
          </FormField>
        )}
        <FormField label="Tracking number" error={errors.tracking_number} required>
          <Input
            value={trackingNumber}
            maxLength={60}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            onChange={(e) => setTrackingNumber(e.target.value)}
          />
        </FormField>
        <FormField
          label="Tracking link (optional)"
          error={errors.tracking_url}
          hint={carrier === OTHER_CARRIER ? undefined : `Left empty, the ${carrier} tracking page is linked`}
          className="sm:col-span-2"
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={trackingUrl}
            maxLength={500}
            onChange={(e) => setTrackingUrl(e.target.value)}
          />
        </FormField>
      </div>
      <FormAlert>{ship.isError ? errorMessage(ship.error, SHIP_FAILED) : undefined}</FormAlert>
      <Button type="submit" className="justify-self-start" loading={ship.isPending}>
        Mark shipped
      </Button>
    </form>
  )
}
