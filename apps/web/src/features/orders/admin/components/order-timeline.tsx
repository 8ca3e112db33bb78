import { ORDER_STATUS_LABELS, type OrderTimelineEntry } from '@rdo/contracts'
import { formatDateTime } from '@/lib/format'

/** Every status change of the order, oldest first, with who made it and their note. */
export function OrderTimeline({ entries }: { entries: OrderTimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No status changes yet.</p>
  return (
    <ol className="relative ml-2 border-l pl-5">
      {entries.map((e) => (
        <li key={e.id} className="relative pb-5 last:pb-0">
          <span
            className="absolute top-1.5 -left-[1.66rem] size-2.5 rounded-full border-2 border-background bg-primary"
            aria-hidden="true"
          />
          <p className="text-sm font-medium">
            {e.from ? (
              <>
                {ORDER_STATUS_LABELS[e.from]} <span aria-hidden="true">→</span>
                <span className="sr-only">to</span> {ORDER_STATUS_LABELS[e.to]}
              </>
            ) : (
              <>Placed as {ORDER_STATUS_LABELS[e.to]}</>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time> · <span className="break-all">{e.actor}</span>
          </p>
          {e.note && <p className="mt-1 text-sm whitespace-pre-wrap break-words">{e.note}</p>}
        </li>
      ))}
    </ol>
  )
}
