import { Link, useParams } from 'react-router'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { DROP_MESSAGES, type DropLiveResponse } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-field'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { isApiError } from '@/lib/api-client'
import { useDropLive } from '../api/get-admin-drops'
import { useServerNow } from '../hooks/use-server-clock'
import { formatCount, formatRate, heldPercent, refusalRows, soldPercent } from '../lib/live-figures'
import { dropPhase } from '../lib/phase'
import { formatClockTime, formatInTimeZone } from '../lib/times'
import { DropCountdown } from './drop-countdown'
import { DropPhaseBadge } from './drop-phase-badge'

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-[12px] border bg-card px-4 py-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-mono text-2xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  )
}

function SoldBar({ live }: { live: DropLiveResponse }) {
  const sold = soldPercent(live)
  const held = heldPercent(live)
  const total = live.units_sold + Math.max(0, live.units_left)
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span id="drop-sold-label" className="font-medium">
          Units sold
        </span>
        <span className="font-mono tabular-nums">
          {formatCount(live.units_sold)} of {formatCount(total)} ({sold}%)
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="drop-sold-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={sold}
        aria-valuetext={`${sold}% sold, ${held}% held in checkout`}
        className="flex h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-brand-gradient transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${sold}%` }}
        />
        <div
          className="h-full bg-warning transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${held}%` }}
        />
      </div>
      <p className="flex gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="flex items-center gap-1">
          <span className="size-2 rounded-full bg-brand-gradient" /> Sold
        </span>
        <span className="flex items-center gap-1">
          <span className="size-2 rounded-full bg-warning" /> Held in checkout
        </span>
      </p>
    </div>
  )
}

function LiveView({ live, updatedAt }: { live: DropLiveResponse; updatedAt: number }) {
  const now = useServerNow()
  const { drop } = live
  const phase = now === null ? null : dropPhase(drop, now)
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="font-display text-2xl font-bold tracking-tight break-words">{live.product.name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {phase && <DropPhaseBadge phase={phase} />}
            <span>
              Starts {formatInTimeZone(drop.starts_at, drop.time_zone)} ({drop.time_zone})
            </span>
            <span>· limit {drop.per_customer_limit} per customer</span>
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/products/${live.product.slug}`} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            View in shop
          </Link>
        </Button>
      </div>
      {phase !== 'open' && (
        <DropCountdown
          className="max-w-md"
          target={drop.starts_at}
          label={phase === 'holders' ? 'Open to everyone in' : 'Drop opens in'}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="units-left-label" className="rounded-[12px] border bg-card p-5">
          <h2 id="units-left-label" className="text-sm font-medium text-muted-foreground">
            Units left
          </h2>
          <p className="font-mono text-6xl font-bold tabular-nums sm:text-7xl">
            {formatCount(live.units_left)}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            Updated {formatClockTime(updatedAt, { seconds: true })}
          </p>
        </section>
        <dl aria-label="Drop figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure label="Held units" value={formatCount(live.held_units)} hint="In someone's checkout" />
          <Figure
            label="Queue"
            value={formatCount(live.queue_length)}
            hint="Admissions waiting to check out"
          />
          <Figure label="In line" value={formatCount(live.in_line)} hint="Pressed Buy, waiting for a turn" />
          <Figure label="Admissions" value={formatCount(live.admissions_total)} />
          <Figure label="Orders" value={formatCount(live.orders_total)} />
          <Figure label="Units sold" value={formatCount(live.units_sold)} />
          <Figure label="Orders / second" value={formatRate(live.orders_per_second)} hint="Last 10 seconds" />
        </dl>
      </div>
      <SoldBar live={live} />
      <section aria-labelledby="refusals-title" className="space-y-2">
        <h2 id="refusals-title" className="font-display text-lg font-semibold">
          Refusals
        </h2>
        <p className="text-sm text-muted-foreground">Counted by this server since it started.</p>
        <Table aria-labelledby="refusals-title" className="max-w-xl">
          <TableHeader>
            <TableRow>
              <TableHead>Reason</TableHead>
              <TableHead className="text-right">Count</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {refusalRows(live.refusals).map((row) => (
              <TableRow key={row.reason}>
                <TableCell>{row.label}</TableCell>
                <TableCell className="text-right font-mono tabular-nums">{formatCount(row.count)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </section>
    </div>
  )
}

/** /admin/drops/:id — a running drop, polled every second. */
export function AdminDropLivePage() {
  const { id = '' } = useParams()
  const live = useDropLive(id)
  const missing = isApiError(live.error) && live.error.status === 404

  return (
    <div className="space-y-4">
      <Link
        to="/admin/drops"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Drops
      </Link>
      {live.data ? (
        <>
          {live.isError && !missing && (
            <FormAlert>Live figures paused: the last request failed. Retrying…</FormAlert>
          )}
          <LiveView live={live.data} updatedAt={live.dataUpdatedAt} />
        </>
      ) : missing ? (
        <p className="rounded-xl border p-6 text-center text-muted-foreground">
          {DROP_MESSAGES.dropNotFound}
        </p>
      ) : live.isError ? (
        <FormAlert>Could not load the drop&rsquo;s figures</FormAlert>
      ) : (
        <div className="space-y-4" aria-busy="true" aria-label="Loading the drop">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </div>
  )
}
