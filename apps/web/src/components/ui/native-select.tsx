import { forwardRef, type SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { fieldClasses } from './input'

/**
 * A plain <select> with the kit's look. Its own module so that storefront pages using it do not download
 * the Radix Select (and its positioning engine) that `select.tsx` imports.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(
  ({ className, ...props }, ref) => (
    <select ref={ref} className={cn(fieldClasses, 'h-10 appearance-auto pr-2', className)} {...props} />
  ),
)
NativeSelect.displayName = 'NativeSelect'
