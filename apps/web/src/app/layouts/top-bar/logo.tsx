import { Link } from 'react-router'
import { cn } from '@/lib/cn'

/** The RDO wordmark; the link goes home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" aria-label="RDO shop home" className={cn('flex items-center gap-2 rounded-md', className)}>
      <span
        aria-hidden="true"
        className="dark flex size-8 items-center justify-center rounded-lg bg-ink font-display text-sm font-bold ring-1 ring-white/10"
      >
        <span className="text-brand-gradient">R</span>
      </span>
      <span className="font-display text-lg font-bold tracking-tight">
        RDO<span className="text-brand-gradient">.</span>
      </span>
    </Link>
  )
}
