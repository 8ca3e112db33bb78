import type { ReactNode } from 'react'
import { Clock, Coins, TrendingUp } from 'lucide-react'
import { PRODUCTION_THRESHOLD } from '@rdo/contracts/community-messages'
import { cn } from '@/lib/cn'
import type { UploadProgress } from './upload-in-order'

/** The page's heading and what a designer gets: the reward, the production threshold, the review time. */
export function SubmissionIntro() {
  return (
    <>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold sm:text-4xl">Submit Your Design</h1>
        <p className="text-muted-foreground">
          Share your streetwear design with the $RDO community. The community votes, our team reviews, and the
          best designs become real merchandise.
        </p>
      </header>

      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        <InfoTile icon={Coins} title="0.5 SOL + 5% $RDO">
          0.5 SOL once plus 5% of $RDO from each sale, paid to your wallet when your design goes into
          production.
        </InfoTile>
        <InfoTile icon={TrendingUp} title={`${PRODUCTION_THRESHOLD} net votes`}>
          An approved design with a net score of {PRODUCTION_THRESHOLD} goes into production.
        </InfoTile>
        <InfoTile icon={Clock} title="Reviewed in 24-48 hours">
          Our team reviews every submission and may ask for changes.
        </InfoTile>
      </ul>
    </>
  )
}

function InfoTile({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Coins
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-3 rounded-[12px] border bg-card p-4">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-violet" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-display text-sm font-semibold">{title}</p>
        <p className="text-xs text-muted-foreground">{children}</p>
      </div>
    </li>
  )
}

/** Which image is on its way, then the design itself, announced as it changes. */
export function SubmitProgress({ busy, progress }: { busy: boolean; progress: UploadProgress | null }) {
  const text = progress
    ? `Uploading image ${progress.current} of ${progress.total}…`
    : busy
      ? 'Submitting your design…'
      : ''
  return (
    <div className={cn('flex flex-col gap-2', !busy && 'sr-only')}>
      <p role="status" className="text-sm text-muted-foreground">
        {text}
      </p>
      {progress && (
        <div
          role="progressbar"
          aria-label="Image upload"
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.current - 1}
          aria-valuetext={text}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-brand-gradient transition-[width] duration-200 motion-reduce:transition-none"
            style={{ width: `${((progress.current - 1) / progress.total) * 100}%` }}
          />
        </div>
      )}
    </div>
  )
}
