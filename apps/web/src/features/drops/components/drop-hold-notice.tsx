import { Link } from 'react-router'
import { Clock, TimerOff } from 'lucide-react'
import { DROP_MESSAGES } from '@rdo/contracts'
import { useCartLines } from '@/features/cart'
import { useServerNow } from '../hooks/use-server-clock'
import { useDropHolds } from '../lib/drop-hold'
import { formatClockTime } from '../lib/times'

/**
 * For the checkout page: until when the shopper's place in each drop in the cart is held, or that it
 * ran out (press Buy again on the product page). Renders nothing without a stored hold, and nothing
 * in the server's HTML.
 */
export function DropHoldNotice() {
  const holds = useDropHolds()
  const lines = useCartLines()
  const now = useServerNow()
  const inCart = holds.filter((hold) => lines.some((line) => line.productId === hold.productId))
  if (inCart.length === 0) return null

  return (
    <div className="flex flex-col gap-2">
      {inCart.map((hold) => {
        const expired = now !== null && Date.parse(hold.expiresAt) <= now
        return expired ? (
          <div
            key={hold.dropId}
            role="alert"
            className="flex items-start gap-3 rounded-[12px] border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
          >
            <TimerOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-semibold">{hold.productName}: </span>
              {DROP_MESSAGES.admissionExpired}.{' '}
              <Link to={`/products/${hold.slug}`} className="font-semibold underline underline-offset-4">
                Back to the drop
              </Link>
            </p>
          </div>
        ) : (
          <div
            key={hold.dropId}
            role="status"
            className="flex items-start gap-3 rounded-[12px] border border-info/30 bg-info-soft px-4 py-3 text-sm text-info"
          >
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-semibold">{hold.productName}: </span>
              Your place is held until{' '}
              <time dateTime={hold.expiresAt} className="font-mono font-semibold">
                {formatClockTime(hold.expiresAt)}
              </time>
              . Check out before then to keep it.
            </p>
          </div>
        )
      })}
    </div>
  )
}
