import { useId, useState } from 'react'
import { Sparkles, Zap } from 'lucide-react'
import { DROP_MAX_PER_CUSTOMER, DROP_MESSAGES, DROP_OPENING_DRAW_SECONDS } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { formatDateTime } from '@/lib/format'
import { useHydrated } from '@/lib/use-hydrated'
import { useServerNow } from '../hooks/use-server-clock'
import { useDropBuy, type DropBuyChoice } from '../hooks/use-drop-buy'
import { dropPhase, formatRdo, type DropPhase } from '../lib/phase'
import { DropCountdown } from './drop-countdown'
import { DropNotifyButton } from './drop-notify-button'

const BADGES: Record<DropPhase, { text: string; variant: 'info' | 'warning' | 'brand' }> = {
  upcoming: { text: 'Limited drop', variant: 'info' },
  holders: { text: 'Holder early access', variant: 'warning' },
  open: { text: 'Live now', variant: 'brand' },
}

export type DropBuyPanelProps = DropBuyChoice

/**
 * How a drop product is bought (it replaces Add to Cart): a countdown until the drop opens, holder
 * early access, then Buy, which asks the server for a place in the checkout. The phase follows the
 * server's clock; until the browser has read it (and in the server's HTML) the countdown shows its
 * placeholder and Buy waits.
 */
export function DropBuyPanel(props: DropBuyPanelProps) {
  const { product, drop } = props
  const now = useServerNow()
  const hydrated = useHydrated()
  const { buy, problem, pending, isSignedIn, sessionPending } = useDropBuy(props)
  const [quantity, setQuantity] = useState(1)
  const quantityId = useId()
  const headingId = useId()

  const phase: DropPhase | null = now === null ? null : dropPhase(drop, now)
  const holderWindow = drop.holder_starts_at !== null && drop.holder_minimum !== null
  const minimum = `${formatRdo(drop.holder_minimum)} $RDO`
  const soldOut = product.inventory_status === 'out_of_stock'
  const limit = Math.min(Math.max(drop.per_customer_limit, 1), DROP_MAX_PER_CUSTOMER)
  const canBuy = (phase === 'holders' || phase === 'open') && !soldOut
  const badge = BADGES[phase ?? 'upcoming']

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[12px] border bg-card p-4 text-card-foreground sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-display text-lg font-semibold">
          Drop
        </h2>
        <Badge variant={badge.variant}>
          {phase === 'holders' ? <Sparkles aria-hidden="true" className="size-3" /> : null}
          {phase === 'open' ? <Zap aria-hidden="true" className="size-3" /> : null}
          {badge.text}
        </Badge>
      </div>

      {phase === 'holders' && (
        <p className="rounded-lg border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-warning">
          Holder early access: holders of at least {minimum} can buy now, before everyone else.
        </p>
      )}
      {phase !== 'open' && (
        <DropCountdown
          target={drop.starts_at}
          label={phase === 'holders' ? 'Open to everyone in' : 'Drop opens in'}
        />
      )}
      {(phase === null || phase === 'upcoming') && holderWindow && (
        <p className="text-sm text-muted-foreground">
          Holders (≥ {minimum}){' '}
          {hydrated ? (
            <>
              shop from{' '}
              <time dateTime={drop.holder_starts_at!} className="font-medium text-foreground">
                {formatDateTime(drop.holder_starts_at!)}
              </time>
            </>
          ) : (
            'shop first'
          )}
        </p>
      )}

      {limit > 1 && (
        <div className="flex items-center gap-3">
          <Label htmlFor={quantityId}>Quantity</Label>
          <NativeSelect
            id={quantityId}
            className="w-20 font-mono"
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value))}
          >
            {Array.from({ length: limit }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
          <span className="text-sm text-muted-foreground">Up to {limit} per customer</span>
        </div>
      )}

      {limit === 1 && <p className="text-sm text-muted-foreground">One per customer</p>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          size="lg"
          className="flex-1"
          disabled={!canBuy}
          loading={pending}
          onClick={() => void buy(quantity)}
        >
          {soldOut ? 'Sold out' : 'Buy'}
        </Button>
        {/* Shown until the clock is read too: most visits come before the start, so nothing moves. */}
        {(phase === null || phase === 'upcoming') && (
          <DropNotifyButton
            dropId={drop.id}
            slug={product.slug}
            isSignedIn={isSignedIn}
            sessionPending={sessionPending}
          />
        )}
      </div>
      {!soldOut && (
        <p className="text-sm text-muted-foreground">
          {DROP_MESSAGES.openingDraw(DROP_OPENING_DRAW_SECONDS)}
        </p>
      )}
      <div role="alert" aria-atomic="true" className="empty:hidden">
        {problem && (
          <p className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {problem}
          </p>
        )}
      </div>
    </section>
  )
}
