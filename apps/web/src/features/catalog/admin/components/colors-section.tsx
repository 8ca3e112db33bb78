import { Controller, useFieldArray } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { PRODUCT_DEFAULT_COLOR } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { EditorSection, listError, useProductForm } from './editor-parts'

let keySeq = 0
/** A key for a colour that has no id yet; images refer to colours by key. */
export const newColorKey = () => `new-color-${Date.now().toString(36)}-${++keySeq}`

const HEX = /^#[0-9A-Fa-f]{6}$/

/** Colour names and codes; images can be tied to one of them. */
export function ColorsSection() {
  const { control, register, formState, getValues, setValue } = useProductForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'colors', keyName: 'row_key' })
  const errors = formState.errors.colors

  const removeColor = (i: number) => {
    const key = getValues(`colors.${i}.key`)
    // Images of a removed colour become images of every colour.
    getValues('images')?.forEach((img, n) => {
      if (img.color_key === key) setValue(`images.${n}.color_key`, '')
    })
    remove(i)
  }

  return (
    <EditorSection
      title="Colours"
      description="Rows without a name are not saved."
      actions={
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            append({ key: newColorKey(), id: null, name: '', color_code: PRODUCT_DEFAULT_COLOR })
          }
        >
          <Plus aria-hidden="true" />
          Add colour
        </Button>
      }
    >
      <ul className="space-y-3">
        {fields.map((field, i) => {
          const row = errors?.[i]
          return (
            <li
              key={field.row_key}
              className="grid grid-cols-[1fr_auto] gap-2 rounded-lg border p-3 sm:grid-cols-[2fr_1fr_auto]"
            >
              <label className="col-span-2 flex flex-col gap-1 text-xs font-medium sm:col-span-1">
                Colour name
                <Input
                  {...register(`colors.${i}.name`)}
                  placeholder="Black"
                  aria-invalid={row?.name ? true : undefined}
                />
                <FieldError message={row?.name?.message ?? row?.key?.message} />
              </label>
              <Controller
                control={control}
                name={`colors.${i}.color_code`}
                render={({ field: code, fieldState }) => (
                  <div className="flex flex-col gap-1 text-xs font-medium">
                    <span id={`color-code-${field.row_key}`}>Colour code</span>
                    <div className="flex items-center gap-2">
                      <input
                        type="color"
                        aria-label={`Pick colour ${i + 1}`}
                        className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-input bg-card p-1"
                        value={HEX.test(code.value ?? '') ? code.value!.toLowerCase() : PRODUCT_DEFAULT_COLOR}
                        onChange={(e) => code.onChange(e.target.value.toUpperCase())}
                      />
                      <Input
                        aria-labelledby={`color-code-${field.row_key}`}
                        className="font-mono"
                        value={code.value ?? ''}
                        onChange={(e) => code.onChange(e.target.value)}
                        onBlur={code.onBlur}
                        maxLength={7}
                        aria-invalid={fieldState.error ? true : undefined}
                      />
                    </div>
                    <FieldError message={fieldState.error?.message} />
                  </div>
                )}
              />
              <div className="flex items-end">
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => removeColor(i)}
                    aria-label={`Remove colour ${i + 1}`}
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
