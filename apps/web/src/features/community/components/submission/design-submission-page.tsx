import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from 'react-router'
import { ShieldCheck } from 'lucide-react'
import { toast } from 'sonner'
import {
  DESIGN_DESCRIPTION_MAX,
  DESIGN_MESSAGES as M,
  DESIGN_STYLES,
  DESIGN_TITLE_MAX,
} from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useSubmitDesign } from '../../api/submit-design'
import { uploadDesignImage } from '../../api/upload-design-image'
import { addDesignImages, makePrimary } from './design-image-files'
import { DesignImagePicker, type DesignImage } from './design-image-picker'
import {
  designBody,
  designSubmissionDefaults,
  designSubmissionForm,
  type DesignSubmissionOutput,
  type DesignSubmissionValues,
} from './design-submission-form'
import { DesignTermsDialog } from './design-terms-dialog'
import { SubmissionIntro, SubmitProgress } from './submission-parts'
import { uploadInOrder, type UploadProgress } from './upload-in-order'

const DESIGN_TYPE_OPTIONS = [
  { value: 'graphic', label: 'Graphic', hint: 'Illustration, typography or digital art' },
  { value: 'photo', label: 'Photo', hint: 'A design built on photography' },
] as const

const FIELD_ORDER = [
  'title',
  'description',
  'style',
  'design_type',
  'wallet_address',
  'terms_accepted',
] as const

const styleLabel = (style: string) => style.charAt(0).toUpperCase() + style.slice(1)

function firstError(errors: FieldErrors<DesignSubmissionValues>): string | undefined {
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message
    if (message) return message
  }
  return undefined
}

export function DesignSubmissionPage() {
  const navigate = useNavigate()
  const submitDesign = useSubmitDesign()
  const [images, setImages] = useState<DesignImage[]>([])
  const [imageError, setImageError] = useState<string>()
  const [termsOpen, setTermsOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<(UploadProgress & { id: string }) | null>(null)
  const nextId = useRef(0)
  const previews = useRef(new Set<string>())
  const pickerRef = useRef<HTMLDivElement>(null)

  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<DesignSubmissionValues, unknown, DesignSubmissionOutput>({
    resolver: zodResolver(designSubmissionForm),
    defaultValues: designSubmissionDefaults,
  })
  const titleLength = watch('title').length
  const descriptionLength = watch('description').length

  // Local previews live until their image is removed or the page is left.
  useEffect(() => {
    const urls = previews.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const addFiles = (files: File[]) => {
    if (files.length === 0) return
    const { accepted, errors: problems } = addDesignImages(images.length, files)
    for (const problem of problems) toast.error(problem)
    setImageError(problems[0])
    if (accepted.length === 0) return
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file)
      previews.current.add(preview)
      nextId.current += 1
      return { id: `image-${nextId.current}`, file, preview }
    })
    setImages((current) => [...current, ...added])
  }

  const removeImage = (id: string) => {
    const image = images.find((item) => item.id === id)
    if (image) {
      URL.revokeObjectURL(image.preview)
      previews.current.delete(image.preview)
    }
    setImageError(undefined)
    setImages((current) => current.filter((item) => item.id !== id))
  }

  const makeImagePrimary = (id: string) =>
    setImages((current) =>
      makePrimary(
        current,
        current.findIndex((item) => item.id === id),
      ),
    )

  const send = async (values: DesignSubmissionOutput, chosen: DesignImage[]) => {
    setBusy(true)
    try {
      const uploaded = await uploadInOrder(
        chosen,
        async (image) => (await uploadDesignImage(image.file)).url,
        {
          onStart: (step) => setProgress({ ...step, id: chosen[step.current - 1]!.id }),
          onUploaded: (n, url, image) => {
            toast.success(M.imageUploaded(n))
            // Kept, so that another attempt sends only what is still missing.
            setImages((current) => current.map((item) => (item.id === image.id ? { ...item, url } : item)))
          },
          onFailed: (n) => toast.error(M.imageUploadFailed(n)),
        },
      )
      setProgress(null)
      if (!uploaded.ok) return
      await submitDesign.mutateAsync(designBody(values, uploaded.urls))
      toast.success(M.submitted)
      navigate('/my-designs')
    } catch (error) {
      // A refused field comes back with its own message; anything else gets the general one.
      toast.error(isApiError(error) && error.status === 400 ? error.message : M.submitFailed)
    } finally {
      setProgress(null)
      setBusy(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = images
    const missingImage = chosen.length === 0
    if (missingImage) setImageError(M.imageRequired)
    void handleSubmit(
      (values) => {
        if (missingImage) {
          toast.error(M.imageRequired)
          pickerRef.current?.querySelector('button')?.focus()
          return
        }
        return send(values, chosen)
      },
      (invalid) => {
        const first = firstError(invalid) ?? (missingImage ? M.imageRequired : undefined)
        if (first) toast.error(first)
      },
    )(event)
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <SubmissionIntro />

      <form onSubmit={onSubmit} noValidate className="mt-8" aria-busy={busy || undefined}>
        <fieldset
          disabled={busy}
          className="flex min-w-0 flex-col gap-6 rounded-[12px] border bg-card p-5 sm:p-6"
        >
          <legend className="sr-only">Design details</legend>
          <div ref={pickerRef}>
            <DesignImagePicker
              images={images}
              onAdd={addFiles}
              onRemove={removeImage}
              onMakePrimary={makeImagePrimary}
              uploadingId={progress?.id}
              error={imageError}
              disabled={busy}
            />
          </div>

          <FormField
            label="Title"
            required
            error={errors.title?.message}
            hint={
              <span className="font-mono">
                {titleLength}/{DESIGN_TITLE_MAX}
              </span>
            }
          >
            <Input maxLength={DESIGN_TITLE_MAX} placeholder="Name your design" {...register('title')} />
          </FormField>

          <FormField
            label="Description"
            required
            error={errors.description?.message}
            hint={
              <span className="flex justify-between gap-2">
                <span>The idea, colours and garment you picture it on.</span>
                <span className="font-mono">
                  {descriptionLength}/{DESIGN_DESCRIPTION_MAX}
                </span>
              </span>
            }
          >
            <Textarea rows={5} maxLength={DESIGN_DESCRIPTION_MAX} {...register('description')} />
          </FormField>

          <FormField label="Style" required error={errors.style?.message}>
            <NativeSelect {...register('style')}>
              <option value="">Choose a style</option>
              {DESIGN_STYLES.map((style) => (
                <option key={style} value={style}>
                  {styleLabel(style)}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Design type</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {DESIGN_TYPE_OPTIONS.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors duration-150 hover:bg-muted has-checked:border-brand-violet has-focus-visible:outline-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="radio"
                    value={option.value}
                    className="mt-0.5 size-4 accent-brand-violet"
                    {...register('design_type')}
                  />
                  <span className="flex flex-col gap-0.5">
                    <span className="text-sm font-medium">{option.label}</span>
                    <span className="text-xs text-muted-foreground">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError message={errors.design_type?.message} />
          </fieldset>

          <div className="flex flex-col gap-3">
            <FormField
              label="Solana wallet address (optional)"
              error={errors.wallet_address?.message}
              hint="Where your reward is paid if your design goes into production."
            >
              <Input
                className="font-mono"
                autoComplete="off"
                spellCheck={false}
                placeholder="e.g. 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
                {...register('wallet_address')}
              />
            </FormField>
            <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info-soft px-3 py-2 text-sm text-info">
              <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                You never need to connect a wallet to submit a design, and we will never ask you to. Just
                paste an address if you want your reward paid there.
              </span>
            </p>
          </div>

          <div className="flex flex-col gap-2">
            <Controller
              control={control}
              name="terms_accepted"
              render={({ field }) => (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Checkbox
                    id="design-terms"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-invalid={errors.terms_accepted ? true : undefined}
                    aria-describedby={errors.terms_accepted ? 'design-terms-error' : undefined}
                  />
                  <Label htmlFor="design-terms" className="leading-snug font-normal">
                    I accept the terms and conditions
                  </Label>
                  <Button variant="link" size="sm" onClick={() => setTermsOpen(true)}>
                    Read the terms
                  </Button>
                </div>
              )}
            />
            <FieldError id="design-terms-error" message={errors.terms_accepted?.message} />
          </div>

          <SubmitProgress busy={busy} progress={progress} />

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link
                to="/my-designs"
                aria-disabled={busy || undefined}
                tabIndex={busy ? -1 : undefined}
                className={cn(busy && 'pointer-events-none opacity-60')}
              >
                Cancel
              </Link>
            </Button>
            <Button type="submit" size="lg" loading={busy}>
              {busy ? 'Submitting…' : 'Submit Design'}
            </Button>
          </div>
        </fieldset>
      </form>

      <DesignTermsDialog
        open={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => {
          setValue('terms_accepted', true, { shouldValidate: !!errors.terms_accepted })
          setTermsOpen(false)
        }}
      />
    </div>
  )
}
