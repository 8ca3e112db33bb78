import { useState } from 'react'
import { ImageOff } from 'lucide-react'
import { imageSrcSet } from '@/lib/images'
import { cn } from '@/lib/cn'

/**
 * A square thumbnail of a fixed size, so rows never shift while images load. An image that cannot be
 * shown (none, gone, or refused by the page's image policy) leaves a quiet placeholder.
 */
export function ProductThumb({
  url,
  size = 56,
  className,
}: {
  url: string | null
  size?: number
  className?: string
}) {
  const [broken, setBroken] = useState<string | null>(null)
  const box = cn('shrink-0 rounded-md border bg-muted', className)
  if (!url || broken === url) {
    return (
      <span className={cn(box, 'flex items-center justify-center')} style={{ width: size, height: size }}>
        <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
      </span>
    )
  }
  return (
    <img
      src={url}
      srcSet={imageSrcSet(url)}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setBroken(url)}
      style={{ width: size, height: size }}
      className={cn(box, 'object-cover')}
    />
  )
}
