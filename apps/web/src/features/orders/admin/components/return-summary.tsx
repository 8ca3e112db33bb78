import type { AdminReturn } from '@rdo/contracts'
import { formatDateTime, formatMoney } from '@/lib/format'
import { ReturnStatusBadge } from '../../components/return-status-badge'
import { ReturnActions } from './return-actions'

/** One return in the back office: its state, lines, the customer's reason, staff's message, actions. */
export function ReturnSummary({ ret, orderLink }: { ret: AdminReturn; orderLink?: React.ReactNode }) {
  return (
    <article
      className="grid gap-2 rounded-lg border p-3"
      aria-label={`Return of ${ret.lines.length} item(s)`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <ReturnStatusBadge status={ret.status} />
          {orderLink}
        </div>
        <span className="text-xs text-muted-foreground">
          <time dateTime={ret.created_at}>{formatDateTime(ret.created_at)}</time>
          {ret.customer_email && ` · ${ret.customer_email}`}
        </span>
      </div>
      <ul className="text-sm">
        {ret.lines.map((l) => (
          <li key={l.order_item_id}>
            {l.quantity} × {l.name}
            {(l.size || l.color) && (
              <span className="text-muted-foreground">
                {' '}
                ({[l.size, l.color].filter(Boolean).join(' / ')})
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="text-muted-foreground">Reason: </span>
        {ret.reason}
      </p>
      {ret.admin_message && (
        <p className="text-sm whitespace-pre-wrap">
          <span className="text-muted-foreground">Our message: </span>
          {ret.admin_message}
        </p>
      )}
      {ret.refunded_cents > 0 && (
        <p className="text-sm">
          <span className="text-muted-foreground">Refunded: </span>
          <span className="font-mono tabular-nums">{formatMoney(ret.refunded_cents)}</span>
        </p>
      )}
      <ReturnActions ret={ret} />
    </article>
  )
}
