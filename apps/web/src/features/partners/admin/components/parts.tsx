import type { ReactNode } from 'react'
import { ExternalLink } from 'lucide-react'
import type { PartnerStatus } from '@rdo/contracts'
import { linkClass } from '@/components/admin/link-class'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { formatDateTime, formatRelative } from '@/lib/format'
import { statusBadgeOf } from '../lib/labels'

export function StatusBadge({ status }: { status: PartnerStatus }) {
  const { label, tone } = statusBadgeOf(status)
  return <Badge variant={tone}>{label}</Badge>
}

/** A project's logo, square with rounded corners and a fixed size, or its initial when it has none. */
export function ProjectLogo({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  const box = { width: size, height: size }
  if (!url) {
    return (
      <span
        aria-hidden="true"
        style={box}
        className="flex shrink-0 items-center justify-center rounded-lg bg-brand-gradient font-display font-bold text-ink"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      style={box}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-lg border bg-muted object-cover"
    />
  )
}

/** A link leaving the back office, in a new tab, saying so to screen readers. */
export function ExternalAnchor({
  href,
  children,
  className,
}: {
  href: string
  children: ReactNode
  className?: string
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(linkClass, 'inline-flex items-center gap-1 break-all', className)}
    >
      {children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}

/** A `<time>` saying how long ago, with the exact moment on hover. */
export function Ago({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatRelative(value)}
    </time>
  )
}

/** A titled panel of the partner page; its heading names the region. */
export function Panel({
  id,
  title,
  actions,
  children,
  className,
}: {
  id: string
  title: string
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('min-w-0 space-y-4 rounded-[12px] border bg-card p-5 text-card-foreground', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-display text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
