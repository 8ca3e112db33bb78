import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

const avatarVariants = cva('relative inline-flex shrink-0 overflow-hidden rounded-full bg-muted', {
  variants: {
    size: { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-lg', xl: 'size-24 text-2xl' },
  },
  defaultVariants: { size: 'sm' },
})

interface AvatarProps extends VariantProps<typeof avatarVariants> {
  src?: string | null
  /** The person's name or email: the fallback shows its initials. */
  name: string
  className?: string
}

export function initials(name: string) {
  // "@handle" names: the handle; "ada@example.com": the local part.
  const words = name
    .replace(/^@/, '')
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean)
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?'
  )
}

export function Avatar({ src, name, size, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cn(avatarVariants({ size }), className)}>
      {src && <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center bg-brand-gradient font-display font-semibold text-ink"
      >
        <span aria-hidden="true">{initials(name)}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
