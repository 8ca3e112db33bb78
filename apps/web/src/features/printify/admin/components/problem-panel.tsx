import { KeyRound, RefreshCw, TriangleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

/** A failed or impossible load, said in place, with the one way forward: Try Again. */
export function ProblemPanel({
  message,
  keyIssue = false,
  onRetry,
  retrying = false,
  className,
}: {
  message: string
  /** The fix is the server's Printify key, not the network. */
  keyIssue?: boolean
  onRetry: () => void
  retrying?: boolean
  className?: string
}) {
  const Icon = keyIssue ? KeyRound : TriangleAlert
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-[12px] border p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
        keyIssue
          ? 'border-warning/30 bg-warning-soft text-warning'
          : 'border-danger/30 bg-danger-soft text-danger',
        className,
      )}
    >
      <p className="flex items-start gap-2">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{message}</span>
      </p>
      <Button
        variant="outline"
        size="sm"
        className="self-start bg-card text-foreground sm:self-auto"
        loading={retrying}
        onClick={onRetry}
      >
        {!retrying && <RefreshCw aria-hidden="true" />}
        Try Again
      </Button>
    </div>
  )
}
