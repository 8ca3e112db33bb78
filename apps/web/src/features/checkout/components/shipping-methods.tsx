import type { ShippingRate } from '@rdo/contracts'
import { SHIPPING_MESSAGES } from '@rdo/contracts'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { formatDate, formatMoney } from '@/lib/format'

interface ShippingMethodsProps {
  rates: ShippingRate[]
  value: string | null
  onChange: (rateId: string) => void
  isUpdating: boolean
  isAnswered: boolean
  error: string | null
  problem: string | null
}

/** 'YYYY-MM-DD' as a local calendar date (not midnight UTC, which is the day before in the Americas). */
function deliveryDate(value: string): string {
  const [year, month, day] = value.split('-').map(Number)
  return formatDate(new Date(year, month - 1, day))
}

export function ShippingMethods({
  rates,
  value,
  onChange,
  isUpdating,
  isAnswered,
  error,
  problem,
}: ShippingMethodsProps) {
  if (problem) return <p className="text-sm font-medium text-danger">{problem}</p>
  if (error)
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {error}
      </p>
    )
  if (rates.length === 0) {
    if (isUpdating)
      return (
        <div className="flex flex-col gap-2" aria-busy="true">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" label={null} />
            Calculating shipping rates…
          </p>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      )
    return (
      <p className="text-sm text-muted-foreground" role={isAnswered ? 'status' : undefined}>
        {isAnswered ? SHIPPING_MESSAGES.noRates : 'Enter your shipping address to see delivery options.'}
      </p>
    )
  }
  return (
    <fieldset
      aria-busy={isUpdating || undefined}
      className={cn('flex flex-col gap-2 transition-opacity duration-150', isUpdating && 'opacity-60')}
    >
      <legend className="sr-only">Shipping method</legend>
      {rates.map((rate) => (
        <label
          key={rate.id}
          className="flex cursor-pointer items-center gap-3 rounded-lg border p-4 transition-colors duration-150 has-checked:border-brand-violet has-checked:bg-brand-violet/5 has-focus-visible:outline-2 has-focus-visible:outline-ring"
        >
          <input
            type="radio"
            name="shipping-rate"
            value={rate.id}
            checked={rate.id === value}
            onChange={() => onChange(rate.id)}
            className="size-4 accent-brand-violet"
          />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">
              {rate.carrier} {rate.service}
            </span>
            <span className="text-xs text-muted-foreground">
              {rate.delivery_estimate} · arrives by {deliveryDate(rate.delivery_date)}
            </span>
          </span>
          <span className="font-mono font-semibold">
            {rate.rate_cents === 0 ? 'Free' : formatMoney(rate.rate_cents)}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
