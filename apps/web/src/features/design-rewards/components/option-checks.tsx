import { useId } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'

/** A group of checkboxes choosing some of `options` (colours or sizes). */
export function OptionChecks({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: string[]
  value: string[]
  onChange: (next: string[]) => void
}) {
  const base = useId()
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option, i) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${base}-${i}`}
              checked={value.includes(option)}
              onCheckedChange={(on) =>
                onChange(on === true ? [...value, option] : value.filter((v) => v !== option))
              }
            />
            <Label htmlFor={`${base}-${i}`} className="font-normal">
              {option}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
