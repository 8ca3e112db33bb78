import { useFieldArray } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { EditorSection, listError, useProductForm } from './editor-parts'

const MEASUREMENTS = [
  { name: 'chest', label: 'Chest (cm)' },
  { name: 'length', label: 'Length (cm)' },
  { name: 'sleeve', label: 'Sleeve (cm)' },
] as const

/** Sizes with their stock and measurements; a row without a size is not saved. */
export function VariantsSection() {
  const { control, register, formState } = useProductForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' })
  const errors = formState.errors.variants
  return (
    <EditorSection
      title="Variants"
      description="One row per size. With sizes, the product's stock is the sum of theirs; rows without a size are not saved."
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() => append({ size: '', stock: 0, chest: '', length: '', sleeve: '' })}
        >
          <Plus aria-hidden="true" />
          Add size
        </Button>
      }
    >
      <ul className="space-y-3">
        {fields.map((field, i) => {
          const row = errors?.[i]
          return (
            <li
              key={field.id}
              className="grid grid-cols-2 gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_1fr_1fr_1fr_auto]"
            >
              <label className="flex flex-col gap-1 text-xs font-medium">
                Size
                <Input
                  {...register(`variants.${i}.size`)}
                  placeholder="M"
                  aria-invalid={row?.size ? true : undefined}
                />
                <FieldError message={row?.size?.message} />
              </label>
              <label className="flex flex-col gap-1 text-xs font-medium">
                Stock
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...register(`variants.${i}.stock`, { valueAsNumber: true })}
                  aria-invalid={row?.stock ? true : undefined}
                />
                <FieldError message={row?.stock?.message} />
              </label>
              {MEASUREMENTS.map((m) => (
                <label key={m.name} className="flex flex-col gap-1 text-xs font-medium">
                  {m.label}
                  <Input {...register(`variants.${i}.${m.name}`)} placeholder="96-101" />
                  <FieldError message={row?.[m.name]?.message} />
                </label>
              ))}
              <div className="flex items-end">
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => remove(i)}
                    aria-label={`Remove size ${i + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      <FieldError message={listError(errors)} className="mt-2" />
    </EditorSection>
  )
}
