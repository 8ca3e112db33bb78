import { useState, type FormEvent } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_PRODUCT_MESSAGES, type Material } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FieldError, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useAddMaterial } from '../api/products-api'
import { EditorSection, listError, useProductForm } from './editor-parts'

/** Asks for a new material's name; an empty name just closes the prompt. */
function AddMaterialDialog({
  open,
  onOpenChange,
  onAdded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onAdded: (material: Material) => void
}) {
  const [name, setName] = useState('')
  const add = useAddMaterial()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return onOpenChange(false)
    add.mutate(trimmed, {
      onSuccess: (material) => {
        onAdded(material)
        setName('')
        onOpenChange(false)
      },
      onError: () => toast.error(ADMIN_PRODUCT_MESSAGES.addMaterialFailed),
    })
  }
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add material</DialogTitle>
          <DialogDescription>The new material becomes available to every product.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <FormField label="Material name">
            <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add material
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** Material and percentage rows; only rows with a material and a percentage above 0 are saved. */
export function MaterialsSection({ materials }: { materials: Material[] }) {
  const { control, register, formState, getValues, setValue } = useProductForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'materials' })
  const [prompt, setPrompt] = useState(false)
  const errors = formState.errors.materials

  // A new material fills the first empty row, or a new one.
  const chooseMaterial = (material: Material) => {
    const empty = (getValues('materials') ?? []).findIndex((m) => !m.material_id)
    if (empty >= 0) setValue(`materials.${empty}.material_id`, material.id, { shouldDirty: true })
    else append({ material_id: material.id, percentage: 0 })
  }

  return (
    <EditorSection
      title="Materials"
      description="Percentages from 0 to 100; rows without a material or at 0% are not saved."
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => append({ material_id: '', percentage: 0 })}>
            <Plus aria-hidden="true" />
            Add row
          </Button>
          <Button variant="outline" size="sm" onClick={() => setPrompt(true)}>
            <Plus aria-hidden="true" />
            Add material
          </Button>
        </>
      }
    >
      <ul className="space-y-3">
        {fields.map((field, i) => {
          const row = errors?.[i]
          return (
            <li key={field.id} className="grid grid-cols-[2fr_1fr_auto] gap-2 rounded-lg border p-3">
              <Controller
                control={control}
                name={`materials.${i}.material_id`}
                render={({ field: select }) => (
                  // Controlled, so a material added from the prompt shows as soon as its option exists.
                  <label className="flex flex-col gap-1 text-xs font-medium">
                    Material
                    <NativeSelect
                      name={select.name}
                      ref={select.ref}
                      value={select.value ?? ''}
                      onChange={select.onChange}
                      onBlur={select.onBlur}
                      aria-invalid={row?.material_id ? true : undefined}
                    >
                      <option value="">Select a material</option>
                      {materials.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.name}
                        </option>
                      ))}
                    </NativeSelect>
                    <FieldError message={row?.material_id?.message} />
                  </label>
                )}
              />
              <label className="flex flex-col gap-1 text-xs font-medium">
                Percentage
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  {...register(`materials.${i}.percentage`, { valueAsNumber: true })}
                  aria-invalid={row?.percentage ? true : undefined}
                />
                <FieldError message={row?.percentage?.message} />
              </label>
              <div className="flex items-end">
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => remove(i)}
                    aria-label={`Remove material ${i + 1}`}
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
      <AddMaterialDialog open={prompt} onOpenChange={setPrompt} onAdded={chooseMaterial} />
    </EditorSection>
  )
}
