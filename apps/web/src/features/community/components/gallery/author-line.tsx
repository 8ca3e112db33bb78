import { Link } from 'react-router'
import type { DesignAuthor } from '@rdo/contracts'
import { Avatar } from '@/components/ui/avatar'
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
  /** Avatar of 24 px (cards, details) or 32 px (the design page's header). */
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
      <Avatar
        src={author.avatar_url}
        name={author.display_name}
        size={size}
        className={size === 'sm' ? 'size-6' : undefined}
      />
      <span className="truncate">
        {prefix && <span className="sr-only">{prefix} </span>}
        <span className="font-medium text-foreground">{author.display_name}</span>
      </span>
    </Link>
  )
}
