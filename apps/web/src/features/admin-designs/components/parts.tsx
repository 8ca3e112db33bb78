import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import type { DesignStatus } from '@rdo/contracts'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { formatDateTime, formatRelative } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { cn } from '@/lib/cn'
import { personName, stageOf, thumbnailUrl } from '../lib/labels'

export const linkClass =
  'rounded font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

/** Where a design stands, by the shop's one rule (approved and 500 net is in production). */
export function DesignStageBadge({ design }: { design: { status: DesignStatus; net_score: number } }) {
  const { label, tone } = stageOf(design)
  return <Badge variant={tone}>{label}</Badge>
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  )
}

/** A square design thumbnail of a fixed size, so rows do not shift while images load. */
export function DesignThumb({
  url,
  size = 48,
  className,
}: {
  url: string
  size?: number
  className?: string
}) {
  return (
    <img
      src={thumbnailUrl(url)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
      className={cn('shrink-0 rounded-md border bg-muted object-cover', className)}
    />
  )
}

/** A full-size design image with its stored renditions. */
export function DesignImage({
  url,
  alt,
  className,
  eager = false,
}: {
  url: string
  alt: string
  className?: string
  /** The first image on screen loads at once; the rest when scrolled to. */
  eager?: boolean
}) {
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes="(min-width: 1024px) 40vw, 100vw"
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-square w-full rounded-xl border bg-muted object-cover', className)}
    />
  )
}

/** A person's name (or email) linking to their back-office page, with the email under it. */
export function PersonLink({
  person,
}: {
  person: { id: string; email: string; name?: string | null; full_name?: string | null }
}) {
  const name = personName(person)
  return (
    <span className="flex min-w-0 flex-col">
      <Link to={`/admin/users/${person.id}`} className={cn(linkClass, 'max-w-56 truncate')}>
        {name}
      </Link>
      {name !== person.email && (
        <span className="max-w-56 truncate text-xs text-muted-foreground">{person.email}</span>
      )}
    </span>
  )
}

/** A confirmation for a destructive action; stays open (and locked) while the action runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  onConfirm: () => void
  pending: boolean
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** A `<time>` saying how long ago, with the exact moment on hover. */
export function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className="whitespace-nowrap">
      {formatRelative(value)}
    </time>
  )
}

/** A screen's title, what it is for, and the way back. */
export function PageHeader({
  title,
  description,
  back,
}: {
  title: string
  description?: string
  back?: { to: string; label: string }
}) {
  return (
    <div className="space-y-2">
      {back && <BackLink to={back.to}>{back.label}</BackLink>}
      <h1 className="font-display text-2xl font-bold tracking-tight break-words">{title}</h1>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  )
}
