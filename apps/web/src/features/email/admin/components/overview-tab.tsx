import { useSearchParams } from 'react-router'
import { MailCheck, MailOpen, MailWarning, MousePointerClick, RefreshCw, Send } from 'lucide-react'
import type { EmailOverviewResponse } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M, EMAIL_PERIODS, EMAIL_PERIOD_LABELS } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { useEmailOverview } from '../api/get-email-overview'
import { formatCount, formatRate } from '../lib/labels'
import { overviewPeriodFrom } from '../lib/tabs'
import { EmailChart } from './email-chart'
import { EventBadge, RelativeTime } from './email-cells'

type Counts = EmailOverviewResponse['counts']
type Rates = EmailOverviewResponse['rates']

const CARDS: {
  key: keyof Counts
  label: string
  icon: typeof Send
  rate?: { key: keyof Rates; label: string }
}[] = [
  { key: 'sent', label: 'Sent', icon: Send },
  { key: 'delivered', label: 'Delivered', icon: MailCheck, rate: { key: 'delivery_rate', label: 'of sent' } },
  { key: 'opened', label: 'Opened', icon: MailOpen, rate: { key: 'open_rate', label: 'of delivered' } },
  {
    key: 'clicked',
    label: 'Clicked',
    icon: MousePointerClick,
    rate: { key: 'click_rate', label: 'of opened' },
  },
  { key: 'bounced', label: 'Bounced', icon: MailWarning, rate: { key: 'bounce_rate', label: 'of sent' } },
]

/** Counts and rates over a period, the period's chart and the latest events, with the period in the address. */
export function OverviewTab() {
  const [search, setSearch] = useSearchParams()
  const period = overviewPeriodFrom(search.get('period'))
  const overview = useEmailOverview(period)
  const data = overview.data
  const setPeriod = (next: string) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev)
        if (next === 'week') params.delete('period')
        else params.set('period', next)
        return params
      },
      { replace: true },
    )

  return (
    <div className="space-y-6" aria-busy={overview.isFetching || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm">
          <span>Period</span>
          <NativeSelect className="h-9 w-auto" value={period} onChange={(e) => setPeriod(e.target.value)}>
            {EMAIL_PERIODS.map((p) => (
              <option key={p} value={p}>
                {EMAIL_PERIOD_LABELS[p]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          loading={overview.isFetching}
          onClick={() => void overview.refetch()}
        >
          {!overview.isFetching && <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </div>

      {overview.isError && !data && (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          The email overview could not be loaded. Try Refresh.
        </p>
      )}

      <section aria-label="Email counts" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {CARDS.map((card) => (
          <Card key={card.key} className="flex flex-col gap-1 p-4">
            <span className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              {card.label}
              <card.icon className="size-4 text-primary" aria-hidden="true" />
            </span>
            {data ? (
              <span className="font-mono text-2xl font-bold tabular-nums">
                {formatCount(data.counts[card.key])}
              </span>
            ) : (
              <Skeleton className="h-8 w-16" />
            )}
            <span className="text-xs text-muted-foreground">
              {card.rate ? (
                <>
                  <span className="font-mono tabular-nums">
                    {data ? formatRate(data.rates[card.rate.key]) : '—'}
                  </span>{' '}
                  {card.rate.label}
                </>
              ) : (
                EMAIL_PERIOD_LABELS[period]
              )}
            </span>
          </Card>
        ))}
      </section>

      <Card className="p-4">
        {data ? (
          <EmailChart
            series={data.series}
            bucket={data.bucket}
            periodLabel={EMAIL_PERIOD_LABELS[data.period]}
          />
        ) : (
          <Skeleton className="h-56 w-full" />
        )}
      </Card>

      <section aria-labelledby="recent-email-heading" className="space-y-3">
        <h2 id="recent-email-heading" className="font-display text-lg font-semibold">
          Recent activity
        </h2>
        <RecentEvents events={data?.recent} />
      </section>
    </div>
  )
}

function RecentEvents({ events }: { events: EmailOverviewResponse['recent'] | undefined }) {
  if (!events) {
    return (
      <div className="space-y-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    )
  }
  if (events.length === 0) {
    return (
      <p className="rounded-[12px] border border-dashed p-6 text-center text-sm text-muted-foreground">
        {M.noActivity}
      </p>
    )
  }
  return (
    <ul className="divide-y rounded-[12px] border">
      {events.map((e) => (
        <li
          key={e.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_auto]"
        >
          <span>
            <EventBadge event={e.event_type} />
          </span>
          <span className="order-last col-span-2 min-w-0 sm:order-none sm:col-span-1">
            <span className="block truncate font-medium">{e.recipient ?? e.user_email ?? '—'}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {e.subject ?? '(no subject)'}
            </span>
          </span>
          <span className="text-right text-xs text-muted-foreground">
            <RelativeTime value={e.created_at} />
          </span>
        </li>
      ))}
    </ul>
  )
}
