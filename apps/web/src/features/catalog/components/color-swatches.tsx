import { cn } from '@/lib/cn'

export interface SwatchColor {
  id: string
  name: string
  color_code: string
}

interface ColorSwatchesProps {
  colors: SwatchColor[]
  value: string | null
  onChange: (colorId: string) => void
}

/** A radio group of round swatches; arrow keys move between colours. */
export function ColorSwatches({ colors, value, onChange }: ColorSwatchesProps) {
  const selected = colors.find((color) => color.id === value)
  return (
    <fieldset>
      <legend className="text-sm font-medium">
        Colour{selected && <span className="font-normal text-muted-foreground">: {selected.name}</span>}
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colors.map((color) => (
          <label key={color.id} className="relative cursor-pointer" title={color.name}>
            <input
              type="radio"
              name="product-colour"
              value={color.id}
              checked={color.id === value}
              onChange={() => onChange(color.id)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              style={{ backgroundColor: color.color_code }}
              className={cn(
                'block size-9 rounded-full border border-black/15 ring-offset-2 ring-offset-background transition-shadow duration-150 dark:border-white/20',
                'peer-checked:ring-2 peer-checked:ring-brand-violet peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-ring',
              )}
            />
            <span className="sr-only">{color.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
