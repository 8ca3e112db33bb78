import { useEffect, useMemo } from 'react'
import { Controller, FormProvider, useForm, type FieldErrors } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import {
  ADMIN_PRODUCT_MESSAGES as M,
  adminProductForm,
  PRODUCT_GENDERS,
  productFormToBody,
  productToForm,
  type AdminProduct,
  type AdminProductFormOutput,
  type AdminProductFormValues,
} from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FormAlert, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage } from '@/lib/api-client'
import { useAdminProduct, useCategoryOptions, useMaterials, useSaveProduct } from '../api/products-api'
import { ColorsSection } from './colors-section'
import { EditorSection, useProductForm } from './editor-parts'
import { ImagesSection } from './images-section'
import { MaterialsSection } from './materials-section'
import { VariantsSection } from './variants-section'

const GENDER_LABELS: Record<(typeof PRODUCT_GENDERS)[number], string> = {
  unisex: 'Unisex',
  men: 'Men',
  women: 'Women',
}

function BasicSection({ categories }: { categories: { id: string; name: string }[] }) {
  const { register, control, formState } = useProductForm()
  const e = formState.errors
  const number = { valueAsNumber: true } as const
  return (
    <EditorSection title="Basic information">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={e.name?.message}>
          <Input {...register('name')} autoComplete="off" />
        </FormField>
        <FormField
          label="Slug"
          hint="Made from the name when empty; -1, -2… is added if taken."
          error={e.slug?.message}
        >
          <Input {...register('slug')} autoComplete="off" className="font-mono" />
        </FormField>
        <FormField label="Description" error={e.description?.message} className="sm:col-span-2">
          <Textarea rows={4} {...register('description')} />
        </FormField>
        <FormField label="Category" error={e.category_id?.message}>
          <NativeSelect {...register('category_id')}>
            <option value="">No category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Gender" error={e.gender?.message}>
          <NativeSelect {...register('gender')}>
            {PRODUCT_GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Price (USD)" required error={e.price?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            className="font-mono"
            {...register('price', number)}
          />
        </FormField>
        <FormField
          label="Stock"
          required
          hint="Without sizes; with sizes it is their sum."
          error={e.stock?.message}
        >
          <Input type="number" inputMode="numeric" min={0} step={1} {...register('stock', number)} />
        </FormField>
        <FormField label="Low stock threshold" required error={e.low_stock_threshold?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('low_stock_threshold', number)}
          />
        </FormField>
        <FormField label="Weight (grams)" required error={e.weight_grams?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register('weight_grams', number)} />
        </FormField>
        <FormField label="Care instructions" error={e.care_instructions?.message}>
          <Textarea rows={3} {...register('care_instructions')} />
        </FormField>
        <FormField label="Fit description" error={e.fit_description?.message}>
          <Textarea rows={3} {...register('fit_description')} />
        </FormField>
        <div className="flex flex-wrap gap-6 sm:col-span-2">
          {(['active', 'featured'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id={`product-${name}`}
                    checked={field.value ?? false}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                  <Label htmlFor={`product-${name}`}>
                    {name === 'active' ? 'Active (shown in the shop)' : 'Featured on the home page'}
                  </Label>
                </div>
              )}
            />
          ))}
        </div>
      </div>
    </EditorSection>
  )
}

/** The first message of a refused form, for the save error toast. */
function firstError(errors: FieldErrors): string | undefined {
  for (const value of Object.values(errors)) {
    if (!value) continue
    if (typeof value.message === 'string' && value.message) return value.message
    const nested = firstError(value as FieldErrors)
    if (nested) return nested
  }
  return undefined
}

type EditorProps = {
  /** The product to edit; null creates one. */
  productId: string | null
  onSaved?: (product: AdminProduct, created: boolean) => void
  onCancel?: () => void
}

/** The product editor: basic fields, sizes, colours, materials and images, saved in one request. */
export function ProductEditor({ productId, onSaved, onCancel }: EditorProps) {
  const product = useAdminProduct(productId)
  const materials = useMaterials()
  const categories = useCategoryOptions()
  const save = useSaveProduct()
  const loading = (productId && product.isPending) || materials.isPending || categories.isPending
  const failed = product.isError || materials.isError || categories.isError

  const defaults = useMemo(() => productToForm(product.data ?? null), [product.data])
  const form = useForm<AdminProductFormValues, unknown, AdminProductFormOutput>({
    resolver: zodResolver(adminProductForm),
    defaultValues: defaults,
  })
  const { reset, handleSubmit, formState } = form
  useEffect(() => reset(defaults), [defaults, reset])
  useEffect(() => {
    if (failed) toast.error(M.loadFormFailed)
  }, [failed])

  if (failed) {
    return (
      <FormAlert>
        <span className="flex flex-wrap items-center justify-between gap-2">
          {M.loadFormFailed}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void Promise.all([product.refetch(), materials.refetch(), categories.refetch()])}
          >
            Try again
          </Button>
        </span>
      </FormAlert>
    )
  }
  if (loading) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading product form">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    )
  }

  const onSubmit = handleSubmit(
    (values) => {
      save.mutate(
        { id: productId, body: productFormToBody(values) },
        {
          onSuccess: (saved) => {
            toast.success(productId ? M.updated : M.created)
            reset(productToForm(saved))
            onSaved?.(saved, !productId)
          },
          onError: (error) => toast.error(M.saveError(errorMessage(error))),
        },
      )
    },
    (errors) => toast.error(M.saveError(firstError(errors) ?? 'Please check the form')),
  )

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={productId ? 'Edit product' : 'New product'}
      >
        <BasicSection categories={categories.data?.items ?? []} />
        <VariantsSection />
        <ColorsSection />
        <MaterialsSection materials={materials.data?.items ?? []} />
        <ImagesSection />
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
          {formState.isDirty && (
            <span className="mr-auto text-sm text-muted-foreground">Unsaved changes</span>
          )}
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {productId ? 'Save changes' : 'Create product'}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
