import { useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import {
  DESIGN_DESCRIPTION_MAX,
  DESIGN_MESSAGES as M,
  DESIGN_STYLES,
  DESIGN_TITLE_MAX,
} from '@rdo/contracts/community-messages'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useSubmitDesign } from '../../api/submit-design'
import { uploadDesignImage } from '../../api/upload-design-image'
import { DesignImagePicker, type DesignImage } from './design-image-picker'
import {
  designBody,
  designSubmissionDefaults,
  designSubmissionForm,
  firstError,
  type DesignSubmissionOutput,
  type DesignSubmissionValues,
} from './design-submission-form'
import { DesignTermsDialog } from './design-terms-dialog'
import { DesignTypeField } from './design-type-field'
import { SubmissionIntro, SubmitProgress } from './submission-parts'
import { TermsAcceptanceField } from './terms-acceptance-field'
import { uploadInOrder, type UploadProgress } from './upload-in-order'
import { useDesignImages } from './use-design-images'
import { WalletAddressField } from './wallet-address-field'

const styleLabel = (style: string) => style.charAt(0).toUpperCase() + style.slice(1)

export function DesignSubmissionPage() {
  const navigate = useNavigate()
  const submitDesign = useSubmitDesign()
  const { images, imageError, setImageError, addFiles, removeImage, makeImagePrimary, markUploaded } =
    useDesignImages()
  const [termsOpen, setTermsOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [progress, setProgress] = useState<(UploadProgress & { id: string }) | null>(null)
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
            markUploaded(image.id, url)
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

          <DesignTypeField register={register} error={errors.design_type?.message} />

          <WalletAddressField register={register} error={errors.wallet_address?.message} />

          <TermsAcceptanceField
            control={control}
            error={errors.terms_accepted}
            onReadTerms={() => setTermsOpen(true)}
          />

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
