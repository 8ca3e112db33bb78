import type { ReactNode } from 'react'
import type { MarketingOverviewResponse } from '@rdo/contracts/email-marketing-admin'
import { MARKETING_MESSAGES as M } from '@rdo/contracts/email-messages'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDate } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { useMarketingOverview } from '../api/get-overview'
import { formatCount, formatRate } from '../lib/labels'
import { ActivityChart } from './activity-chart'
import { CartRemindersPanel } from './cart-reminders-panel'
import { CampaignStatusBadge } from './status-badges'

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <section aria-label={title} className="space-y-3 p-4">
        <h3 className="font-display text-base font-semibold">{title}</h3>
        {children}
      </section>
    </Card>
  )
}

const Empty = () => <p className="py-6 text-center text-sm text-muted-foreground">{M.noData}</p>

function CountCards({ data }: { data: MarketingOverviewResponse | undefined }) {
  const cards = [
    {
      label: 'Subscribers',
      value: data && formatCount(data.counts.subscribers),
      detail: data && `${formatCount(data.counts.active_subscribers)} active`,
    },
    { label: 'Campaigns', value: data && formatCount(data.counts.campaigns) },
    { label: 'Templates', value: data && formatCount(data.counts.templates) },
    { label: 'Segments', value: data && formatCount(data.counts.segments) },
    { label: 'Average open rate', value: data && formatRate(data.average_open_rate) },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {cards.map((c) => (
        <Card key={c.label} className="p-4">
          <dt className="text-sm text-muted-foreground">{c.label}</dt>
          <dd>
            {c.value === undefined ? (
              <Skeleton className="mt-1 h-8 w-16" />
            ) : (
              <span className="block font-display text-2xl font-bold tabular-nums">{c.value}</span>
            )}
            {c.detail && <span className="block text-xs text-muted-foreground">{c.detail}</span>}
          </dd>
        </Card>
      ))}
    </dl>
  )
}

/** Marketing at a glance: counts, the latest campaigns, how the recent ones performed, 30 days of email. */
export function OverviewSection() {
  const overview = useMarketingOverview()
  useLoadErrorToast(overview, M.loadFailed, { scope: 'admin-marketing' })
  const data = overview.data
  if (overview.isError && !data) {
    return (
      <p role="alert" className="py-10 text-center text-sm text-danger">
        {M.loadFailed}
      </p>
    )
  }
  return (
    <div className="space-y-4" aria-busy={overview.isPending}>
      <CountCards data={data} />
      <Panel title="Emails in the last 30 days">
        {data ? <ActivityChart series={data.series} /> : <Skeleton className="h-48 w-full" />}
      </Panel>
      <CartRemindersPanel />
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Panel title="Recent campaigns">
          {!data ? (
            <Skeleton className="h-40 w-full" />
          ) : data.recent_campaigns.length === 0 ? (
            <Empty />
          ) : (
            <ul className="divide-y">
              {data.recent_campaigns.slice(0, 5).map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 flex-1 truncate font-medium" title={c.name}>
                    {c.name}
                  </span>
                  <CampaignStatusBadge status={c.status} />
                  <time dateTime={c.created_at} className="text-sm whitespace-nowrap text-muted-foreground">
                    {formatDate(c.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Campaign performance">
          {!data ? (
            <Skeleton className="h-40 w-full" />
          ) : data.performance.length === 0 ? (
            <Empty />
          ) : (
            <Table aria-label="Campaign performance">
              <TableHeader>
                <TableRow>
                  <TableHead>Campaign</TableHead>
                  <TableHead className="text-right">Sent</TableHead>
                  <TableHead className="text-right">Opens</TableHead>
                  <TableHead className="text-right">Clicks</TableHead>
                  <TableHead className="text-right">Open rate</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.performance.slice(0, 5).map((p) => (
                  <TableRow key={p.campaign_id}>
                    <TableCell className="max-w-48 truncate font-medium" title={p.campaign_name}>
                      {p.campaign_name}
                    </TableCell>
                    <TableCell className="text-right font-mono tabular-nums">
                      {formatCount(p.sent_count)}
                    </TableCell>
                    <TableCell className="text-right font-mono tabular-nums">
                      {formatCount(p.open_count)}
                    </TableCell>
                    <TableCell className="text-right font-mono tabular-nums">
                      {formatCount(p.click_count)}
                    </TableCell>
                    <TableCell className="text-right font-mono tabular-nums">
                      {formatRate(p.open_rate)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Panel>
      </div>
    </div>
  )
}
