import { useRef, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { ArrowDown, ArrowUp, ImagePlus, Link2, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_PRODUCT_MESSAGES as M, PRODUCT_MAX_IMAGES } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { errorMessage } from '@/lib/api-client'
import { thumbnailUrl, uploadProductImage } from '../api/products-api'
import { EditorSection, listError, useProductForm } from './editor-parts'

const emptyImage = { url: '', alt_text: '', is_primary: false, color_key: '' }
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp'

/** Photos: uploaded or by address, tied to one colour or all, one primary, in display order. */
export function ImagesSection() {
  const { control, register, formState, getValues, setValue } = useProductForm()
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images' })
  const images = useWatch({ control, name: 'images' }) ?? []
  const colors = (useWatch({ control, name: 'colors' }) ?? []).filter((c) => c.name?.trim())
  const fileInput = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const errors = formState.errors.images
  const filled = images.filter((i) => i.url?.trim()).length
  const full = filled >= PRODUCT_MAX_IMAGES

  const upload = async (files: File[]) => {
    setUploading(true)
    for (const file of files) {
      if ((getValues('images') ?? []).filter((i) => i.url?.trim()).length >= PRODUCT_MAX_IMAGES) {
        toast.error(M.tooManyImages)
        break
      }
      try {
        const { url } = await uploadProductImage(file)
        const empty = (getValues('images') ?? []).findIndex((i) => !i.url?.trim())
        if (empty >= 0) setValue(`images.${empty}.url`, url, { shouldDirty: true, shouldValidate: true })
        else append({ ...emptyImage, url })
        toast.success(M.uploaded)
      } catch (error) {
        toast.error(M.uploadFailed, { description: errorMessage(error, '') || undefined })
      }
    }
    setUploading(false)
  }

  const setPrimary = (index: number) => {
    ;(getValues('images') ?? []).forEach((_, n) =>
      setValue(`images.${n}.is_primary`, n === index, { shouldDirty: true }),
    )
  }

  // The moved row keeps keyboard focus on the button that moved it (or its twin at either end).
  const moveRow = (from: number, to: number) => {
    move(from, to)
    requestAnimationFrame(() => {
      const dir = to < from ? 'up' : 'down'
      const same = document.getElementById(`image-${dir}-${to}`) as HTMLButtonElement | null
      const other = document.getElementById(`image-${dir === 'up' ? 'down' : 'up'}-${to}`)
      ;(same && !same.disabled ? same : other)?.focus()
    })
  }

  return (
    <EditorSection
      title="Images"
      description={`Up to ${PRODUCT_MAX_IMAGES} images. The primary image is the product's picture in lists; without one, the first is used.`}
      actions={
        <>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? [])
              e.target.value = ''
              if (files.length) void upload(files)
            }}
          />
          <Button
            variant="outline"
            size="sm"
            loading={uploading}
            disabled={full}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            Upload images
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={fields.length >= PRODUCT_MAX_IMAGES}
            onClick={() => append(emptyImage)}
          >
            <Link2 aria-hidden="true" />
            Add by address
          </Button>
        </>
      }
    >
      {full && (
        <p className="mb-3 text-sm text-warning" role="status">
          {M.tooManyImages}
        </p>
      )}
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const row = errors?.[i]
          const url = images[i]?.url?.trim()
          return (
            <li key={field.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[5rem_1fr_auto]">
              <div className="flex size-20 items-center justify-center overflow-hidden rounded-md border bg-muted text-xs text-muted-foreground">
                {url ? (
                  <img src={thumbnailUrl(url)} alt="" className="size-full object-cover" loading="lazy" />
                ) : (
                  'No image'
                )}
              </div>
              <div className="grid gap-2 sm:grid-cols-2">
                <label className="flex flex-col gap-1 text-xs font-medium sm:col-span-2">
                  Image URL
                  <Input
                    {...register(`images.${i}.url`)}
                    placeholder="/files/products/…"
                    aria-invalid={row?.url ? true : undefined}
                  />
                  <FieldError message={row?.url?.message} />
                </label>
                <label className="flex flex-col gap-1 text-xs font-medium">
                  Alt text
                  <Input {...register(`images.${i}.alt_text`)} placeholder="Front, black" />
                  <FieldError message={row?.alt_text?.message} />
                </label>
                <label className="flex flex-col gap-1 text-xs font-medium">
                  Colour
                  <NativeSelect {...register(`images.${i}.color_key`)}>
                    <option value="">All colours</option>
                    {colors.map((c) => (
                      <option key={c.key} value={c.key}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                </label>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="primary-image"
                    className="size-4 accent-brand-violet"
                    checked={images[i]?.is_primary ?? false}
                    onChange={() => setPrimary(i)}
                  />
                  Primary image
                </label>
              </div>
              <div className="flex items-start gap-1 sm:flex-col">
                <Button
                  id={`image-up-${i}`}
                  variant="ghost"
                  size="icon-sm"
                  disabled={i === 0}
                  onClick={() => moveRow(i, i - 1)}
                  aria-label={`Move image ${i + 1} up`}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  id={`image-down-${i}`}
                  variant="ghost"
                  size="icon-sm"
                  disabled={i === fields.length - 1}
                  onClick={() => moveRow(i, i + 1)}
                  aria-label={`Move image ${i + 1} down`}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => remove(i)}
                    aria-label={`Remove image ${i + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
            </li>
          )
        })}
      </ol>
      <FieldError message={listError(errors)} className="mt-2" />
    </EditorSection>
  )
}
