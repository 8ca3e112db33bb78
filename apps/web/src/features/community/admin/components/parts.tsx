import { Link } from 'react-router'
import type { DesignStatus } from '@rdo/contracts'
import { BackLink } from '@/components/admin/back-link'
import { linkClass } from '@/components/admin/link-class'
import { Badge } from '@/components/ui/badge'
import { formatDateTime, formatRelative } from '@/lib/format'
import { imageSrcSet } from '@/lib/images'
import { cn } from '@/lib/cn'
import { personName, stageOf, thumbnailUrl } from '../lib/labels'

/** Where a design stands, by the shop's one rule (approved and 500 net is in production). */
export function DesignStageBadge({ design }: { design: { status: DesignStatus; net_score: number } }) {
  const { label, tone } = stageOf(design)
  return <Badge variant={tone}>{label}</Badge>
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
