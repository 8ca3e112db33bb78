import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Card } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/format'
import { useCartReminderStats } from '../api/cart-reminders'
import { formatCount, formatRate } from '../lib/labels'

const PERIODS = [7, 30, 90, 365] as const

/** What the abandoned-cart reminder brought back: reminders sent, carts recovered, their revenue. */
export function CartRemindersPanel() {
  const selectId = useId()
  const [days, setDays] = useState<number>(30)
  const stats = useCartReminderStats(days)
  const data = stats.data
  const cards = [
    { label: 'Reminders sent', value: data && formatCount(data.sent) },
    {
      label: 'Carts recovered',
      value: data && formatCount(data.recovered),
      detail: data && `${formatRate(data.sent ? data.recovered / data.sent : null)} of reminders`,
    },
    { label: 'Recovered revenue', value: data && formatMoney(data.revenue_cents) },
  ]
  return (
    <Card>
      <section aria-labelledby={`${selectId}-title`} className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${selectId}-title`} className="font-display text-base font-semibold">
            Abandoned-cart reminders
          </h3>
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-sm text-muted-foreground">
              Period
            </label>
            <NativeSelect
              id={selectId}
              className="h-9 w-36"
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {PERIODS.map((d) => (
                <option key={d} value={d}>
                  Last {d} days
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {stats.isError && !data ? (
          <p role="alert" className="text-sm text-danger">
            The reminder figures could not be read.
          </p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3" aria-busy={stats.isFetching}>
            {cards.map((c) => (
              <div key={c.label} className="rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{c.label}</dt>
                <dd>
                  {c.value === undefined ? (
                    <Skeleton className="mt-1 h-7 w-16" />
                  ) : (
                    <span className="block font-display text-xl font-bold tabular-nums">{c.value}</span>
                  )}
                  {c.detail && <span className="block text-xs text-muted-foreground">{c.detail}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="text-xs text-muted-foreground">
          A cart is recovered when its customer places an order after the reminder; revenue counts paid orders
          less refunds. The delay is set in{' '}
          <Link to="/admin?tab=settings" className="underline underline-offset-2">
            Settings → Marketing
          </Link>
          .
        </p>
      </section>
    </Card>
  )
}
