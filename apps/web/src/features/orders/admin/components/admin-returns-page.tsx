import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from '@rdo/contracts'
import { BackLink } from '@/components/admin/back-link'
import { linkClass } from '@/components/admin/link-class'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { shortId } from '@/lib/format'
import { useReturns } from '../api/get-returns'
import { ReturnSummary } from './return-summary'
import { ReturnsSettingsCard } from './returns-settings-card'

/** /admin/returns — customers' return requests, newest first, by status; and the return window. */
export function AdminReturnsPage() {
  const filterId = useId()
  const [status, setStatus] = useState<ReturnStatus | ''>('requested')
  const [page, setPage] = useState(1)
  const list = useReturns({ page, status: status || undefined })
  const data = list.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1
  return (
    <div className="space-y-4">
      <BackLink to="/admin?tab=orders">Back to orders</BackLink>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold tracking-tight">Returns</h1>
          <p className="text-sm text-muted-foreground">
            Approve or reject requests, then mark parcels received to refund them.
          </p>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={filterId}>Status</Label>
          <NativeSelect
            id={filterId}
            className="w-48"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ReturnStatus | '')
              setPage(1)
            }}
          >
            <option value="">All returns</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RETURN_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-3">
        <section
          className="grid min-w-0 gap-3 lg:col-span-2"
          aria-label="Returns"
          aria-busy={list.isFetching}
        >
          {list.isError && !data ? (
            <p role="alert" className="text-destructive">
              Failed to load returns
            </p>
          ) : !data ? (
            <Skeleton className="h-40 rounded-xl" />
          ) : data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
              No returns here.
            </p>
          ) : (
            data.items.map((r) => (
              <div key={r.id} className="rounded-xl bg-card">
                <ReturnSummary
                  ret={r}
                  orderLink={
                    <Link to={`/admin/orders/${r.order_id}`} className={`${linkClass} font-mono text-sm`}>
                      Order {shortId(r.order_id)}
                    </Link>
                  }
                />
              </div>
            ))
          )}
          {data && data.total > data.per_page && (
            <nav className="flex items-center justify-end gap-2" aria-label="Pages">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page} of {pages}
              </span>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </section>
        <ReturnsSettingsCard />
      </div>
    </div>
  )
}
