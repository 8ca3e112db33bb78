import { cn } from '@/lib/cn'
import { useServerNow } from '../hooks/use-server-clock'
import { countdownDigits, countdownParts, countdownSpoken } from '../lib/countdown'

const UNITS = ['Days', 'Hours', 'Min', 'Sec'] as const
const PLACEHOLDER = ['--', '--', '--', '--'] as const

interface DropCountdownProps {
  /** The moment counted down to (ISO 8601 or ms since the epoch), compared with the server's clock. */
  target: string | number
  /** What the time left is for, shown above the figures and read first: "Drop opens in". */
  label: string
  className?: string
}

/**
 * Days, hours, minutes and seconds to `target` by the server's clock, turning every second. The figures
 * sit in fixed cells in a monospace face, so nothing moves as they change; the server's HTML carries
 * dashes in the same cells until the browser has read the clock.
 */
export function DropCountdown({ target, label, className }: DropCountdownProps) {
  const now = useServerNow()
  const targetMs = typeof target === 'number' ? target : Date.parse(target)
  const parts = now === null ? null : countdownParts(targetMs - now)
  const digits = parts ? countdownDigits(parts) : PLACEHOLDER
  const spoken = parts ? `${label} ${countdownSpoken(parts)}` : `${label}: reading the shop's clock`

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p className="text-sm font-medium text-muted-foreground" aria-hidden="true">
        {label}
      </p>
      <div role="timer" aria-label={spoken} className="grid grid-cols-4 gap-2">
        {UNITS.map((unit, index) => (
          <div
            key={unit}
            aria-hidden="true"
            className="flex h-16 flex-col items-center justify-center rounded-lg border bg-background"
          >
            <span className="font-mono text-2xl leading-none font-semibold tabular-nums sm:text-3xl">
              {digits[index]}
            </span>
            <span className="mt-1 text-[0.6875rem] tracking-wide text-muted-foreground uppercase">
              {unit}
            </span>
          </div>
        ))}
      </div>
    </div>
  )
}
