import { Link } from 'react-router'
import type { DesignAuthor } from '@rdo/contracts'
import { initials } from '@/components/ui/avatar'
import { cn } from '@/lib/cn'
import { authorPath } from '../../lib/author'

/** Avatar and public name, linking to the person's public page. */
export function AuthorLine({
  author,
  size = 'sm',
  prefix,
  className,
}: {
  author: DesignAuthor
  /** Avatar of 24 px (cards, details) or 48 px (the design page's header). */
  size?: 'sm' | 'md'
  /** Read before the name, e.g. "by". */
  prefix?: string
  className?: string
}) {
  return (
    <Link
      to={authorPath(author)}
      className={cn(
        'inline-flex max-w-full min-w-0 items-center gap-2 rounded-full text-sm text-muted-foreground transition-colors duration-150 hover:text-foreground',
        className,
      )}
    >
      <AuthorPicture author={author} size={size} />
      <span className="truncate">
        {prefix && <span className="sr-only">{prefix} </span>}
        <span className="font-medium text-foreground">{author.display_name}</span>
      </span>
    </Link>
  )
}

/**
 * The author's picture, or their initials: a plain image, since a gallery page shows dozens of them
 * and each needs no loading state of its own.
 */
function AuthorPicture({ author, size }: { author: DesignAuthor; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-6 text-[10px]' : 'size-12 text-sm'
  if (author.avatar_url) {
    return (
      <img
        src={author.avatar_url}
        alt=""
        width={size === 'sm' ? 24 : 48}
        height={size === 'sm' ? 24 : 48}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full bg-muted object-cover', box)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-gradient font-display font-semibold text-ink',
        box,
      )}
    >
      {initials(author.display_name)}
    </span>
  )
}
