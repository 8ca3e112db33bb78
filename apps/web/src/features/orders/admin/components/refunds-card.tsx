import { useState } from 'react'
import { Undo2 } from 'lucide-react'
import type { AdminOrderMoney } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { formatDateTime, formatMoney } from '@/lib/format'
import { RefundDialog } from './refund-dialog'
import { Section } from './order-side-cards'

/** The order's refunds: what is refunded and left, a Refund button, and each refund with its lines. */
export function RefundsCard({ money }: { money: AdminOrderMoney }) {
  const [open, setOpen] = useState(false)
  return (
    <Section title="Refunds">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          Refunded <strong className="font-mono tabular-nums">{formatMoney(money.refunded_cents)}</strong> of{' '}
          <span className="font-mono tabular-nums">{formatMoney(money.total_cents)}</span>
          <span className="text-muted-foreground"> · {formatMoney(money.refundable_cents)} left</span>
        </p>
        {money.can_refund && (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Undo2 aria-hidden="true" />
            Refund…
          </Button>
        )}
      </div>
      {money.refunds.length > 0 ? (
        <ul className="mt-4 grid gap-3" aria-label="Refunds made">
          {money.refunds.map((r) => (
            <li key={r.id} className="rounded-lg border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono font-semibold tabular-nums">{formatMoney(r.amount_cents)}</span>
                <span className="text-xs text-muted-foreground">
                  <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time> · {r.by}
                  {r.return_id && ' · return'}
                </span>
              </div>
              <ul className="mt-1 text-xs text-muted-foreground">
                {r.lines.map((l) => (
                  <li key={l.order_item_id}>
                    {l.quantity} × {l.name} ({formatMoney(l.amount_cents)}){l.restock && ' · back in stock'}
                  </li>
                ))}
                {r.shipping_cents > 0 && <li>Shipping ({formatMoney(r.shipping_cents)})</li>}
                {r.custom_cents !== 0 && <li>Other amount ({formatMoney(r.custom_cents)})</li>}
                {r.reason && <li>“{r.reason}”</li>}
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted-foreground">No refunds yet.</p>
      )}
      <RefundDialog money={money} open={open} onOpenChange={setOpen} />
    </Section>
  )
}
