import { cn } from '@/lib/cn'

export interface SizeOption {
  id: string
  size: string
  stock: number
}

interface SizePickerProps {
  variants: SizeOption[]
  value: string | null
  onChange: (variantId: string) => void
}

/** Sizes as a radio group; sold-out sizes are disabled (docs/storefront.md#sizes-and-stock). */
export function SizePicker({ variants, value, onChange }: SizePickerProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">Size</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const soldOut = variant.stock <= 0
          return (
            <label
              key={variant.id}
              className={cn('relative', soldOut ? 'cursor-not-allowed' : 'cursor-pointer')}
            >
              <input
                type="radio"
                name="product-size"
                value={variant.id}
                checked={variant.id === value}
                disabled={soldOut}
                onChange={() => onChange(variant.id)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-11 min-w-14 items-center justify-center rounded-lg border px-3 font-mono text-sm font-medium transition-colors duration-150',
                  'peer-checked:border-transparent peer-checked:bg-foreground peer-checked:text-background',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                  soldOut
                    ? 'border-dashed text-muted-foreground line-through opacity-60'
                    : 'border-input hover:border-foreground',
                )}
              >
                {variant.size}
                {soldOut && <span className="sr-only"> (sold out)</span>}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
