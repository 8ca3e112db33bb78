import { useState } from 'react'
import { PARTNER_MESSAGES as M, PARTNER_MIN_PAYOUT_CENTS } from '@rdo/contracts/partner-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { formatDate, formatMoney } from '@/lib/format'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { usePartnerPayouts } from '../../api/project-api'
import { formatMoneyShort } from '../../lib/money-format'
import { storePageCount } from '../../lib/store-params'
import { DashboardPager } from './dashboard-pager'

/** Payouts made to the project's wallet, newest first. */
export function PaymentHistory({ projectId }: { projectId: string }) {
  const [page, setPage] = useState(1)
  const payouts = usePartnerPayouts(projectId, page)
  useLoadErrorToast(payouts, M.loadProjectFailed, { scope: 'partner' })
  const items = payouts.data?.items ?? []

  return (
    <section aria-labelledby="payment-history" className="flex flex-col gap-3">
      <div>
        <h3 id="payment-history" className="font-display text-lg font-semibold">
          Payment history
        </h3>
        <p className="text-sm text-muted-foreground">
          Your share is paid monthly to your project wallet once it reaches{' '}
          {formatMoneyShort(PARTNER_MIN_PAYOUT_CENTS)}.
        </p>
      </div>
      <Table aria-labelledby="payment-history" className={cn(payouts.isPlaceholderData && 'opacity-60')}>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Transaction</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payouts.isPending ? (
            Array.from({ length: 2 }, (_, slot) => (
              <TableRow key={slot}>
                <TableCell colSpan={4}>
                  <Skeleton className="h-5" />
                </TableCell>
              </TableRow>
            ))
          ) : payouts.isError && items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} className="py-8 text-center">
                <p>{M.loadProjectFailed}</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => void payouts.refetch()}>
                  Try again
                </Button>
              </TableCell>
            </TableRow>
          ) : items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} className="py-8 text-center text-muted-foreground">
                No payments yet.
              </TableCell>
            </TableRow>
          ) : (
            items.map((payout) => (
              <TableRow key={payout.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={payout.paid_at ?? payout.created_at}>
                    {formatDate(payout.paid_at ?? payout.created_at)}
                  </time>
                </TableCell>
                <TableCell className="text-right font-mono tabular-nums">
                  {formatMoney(payout.amount_cents)}
                </TableCell>
                <TableCell>
                  {payout.paid_at ? (
                    <Badge variant="success">Paid</Badge>
                  ) : (
                    <Badge variant="warning">Processing</Badge>
                  )}
                </TableCell>
                <TableCell className="max-w-[16rem] font-mono text-xs break-all">
                  {payout.transaction ?? '—'}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {payouts.data && (
        <DashboardPager
          label="Payment history pages"
          page={page}
          count={storePageCount(payouts.data.total, payouts.data.per_page)}
          onPage={setPage}
        />
      )}
    </section>
  )
}
