import { useEffect } from 'react'
import { Link } from 'react-router'
import { Activity, RefreshCw } from 'lucide-react'
import { toast } from 'sonner'
import type { AdminDropListResponse } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatDateTime } from '@/lib/format'
import { useAdminDrops } from '../api/get-admin-drops'
import { useServerNow } from '../hooks/use-server-clock'
import { dropPhase, formatRdo } from '../lib/phase'
import { formatInTimeZone } from '../lib/times'
import { browserTimeZone } from '../lib/zoned-time'
import { DropPhaseBadge } from './drop-phase-badge'

const LOAD_FAILED = 'Could not load the drops'
type Row = AdminDropListResponse['items'][number]

function Starts({ iso, zone, adminZone }: { iso: string; zone: string; adminZone: string }) {
  return (
    <div className="flex flex-col">
      <time dateTime={iso} className="font-mono text-sm whitespace-nowrap">
        {formatInTimeZone(iso, zone)}
      </time>
      <span className="text-xs text-muted-foreground">{zone}</span>
      {zone !== adminZone && (
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          {formatDateTime(iso)} your time
        </span>
      )}
    </div>
  )
}

function DropRow({ row, now, adminZone }: { row: Row; now: number | null; adminZone: string }) {
  return (
    <TableRow>
      <TableCell className="min-w-40">
        <Link to={`/admin/products/${row.product_id}`} className="font-medium hover:underline">
          {row.product_name}
        </Link>
        <div className="font-mono text-xs text-muted-foreground">/{row.product_slug}</div>
      </TableCell>
      <TableCell>
        <Starts iso={row.starts_at} zone={row.time_zone} adminZone={adminZone} />
      </TableCell>
      <TableCell>
        {row.holder_starts_at ? (
          <div className="flex flex-col">
            <Starts iso={row.holder_starts_at} zone={row.time_zone} adminZone={adminZone} />
            <span className="text-xs">≥ {formatRdo(row.holder_minimum)} $RDO</span>
          </div>
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </TableCell>
      <TableCell className="text-right font-mono">{row.per_customer_limit}</TableCell>
      <TableCell>{now === null ? null : <DropPhaseBadge phase={dropPhase(row, now)} />}</TableCell>
      <TableCell className="text-right">
        <Button asChild variant="outline" size="sm">
          <Link to={`/admin/drops/${row.id}`} aria-label={`Live view of ${row.product_name}`}>
            <Activity aria-hidden="true" />
            Live view
          </Link>
        </Button>
      </TableCell>
    </TableRow>
  )
}

/** /admin/drops — scheduled and running drops, their times in their own zone and the admin's. */
export function AdminDropsPage() {
  const list = useAdminDrops()
  const now = useServerNow()
  const adminZone = browserTimeZone()
  const { isError, errorUpdatedAt } = list
  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED, { id: 'admin-drops-load' })
  }, [isError, errorUpdatedAt])
  const rows = list.data?.items ?? []

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="font-display text-2xl font-bold tracking-tight">Drops</h1>
          <p className="text-sm text-muted-foreground">
            Upcoming and running drops. Schedule one from its product&rsquo;s editor.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()} loading={list.isFetching}>
          {!list.isFetching && <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
      </div>
      {list.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading drops">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <p role="alert" className="rounded-xl border p-6 text-center text-danger">
          {LOAD_FAILED}
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border p-6 text-center text-muted-foreground">
          No drops scheduled. Open a product in the editor and set its drop to start one.
        </p>
      ) : (
        <Table aria-label="Drops">
          <TableHeader>
            <TableRow>
              <TableHead>Product</TableHead>
              <TableHead>Starts</TableHead>
              <TableHead>Holder window</TableHead>
              <TableHead className="text-right">Limit</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <DropRow key={row.id} row={row} now={now} adminZone={adminZone} />
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
