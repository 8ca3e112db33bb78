import { useId, useState } from 'react'
import { ChevronDown, Coins } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** What a creator earns when their design is produced, with the details behind 'Learn more'. */
export function RewardsExplainer() {
  const [open, setOpen] = useState(false)
  const detailsId = useId()

  return (
    <section aria-labelledby={`${detailsId}-title`} className="rounded-[12px] border bg-card p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-ink">
            <Coins className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={`${detailsId}-title`} className="font-display text-base font-semibold">
              Get rewarded for your designs
            </h2>
            <p className="text-sm text-muted-foreground">
              If your design goes into production you receive{' '}
              <strong className="text-foreground">0.5 SOL</strong> once, plus{' '}
              <strong className="text-foreground">5% of $RDO</strong> from every sale.
            </p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="self-start sm:self-center"
        >
          Learn more
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform duration-150', open && 'rotate-180')}
          />
        </Button>
      </div>
      <div id={detailsId} hidden={!open} className="mt-4 border-t pt-4">
        <ul className="grid gap-3 text-sm text-muted-foreground sm:grid-cols-3">
          <li>
            <p className="font-medium text-foreground">How it works</p>
            Submit a design; once approved, the community votes. An approved design reaches production at a
            net score of 500 (votes minus dislikes).
          </li>
          <li>
            <p className="font-medium text-foreground">Fast review</p>
            Our team reviews every submission within 24–48 hours.
          </li>
          <li>
            <p className="font-medium text-foreground">Your wallet stays yours</p>
            Rewards go to the Solana address you enter when you submit. We never ask you to connect a wallet
            to submit a design.
          </li>
        </ul>
      </div>
    </section>
  )
}
