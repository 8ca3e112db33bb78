import { useRef, useState } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { PartnerProjectSummary } from '@rdo/contracts'
import { DESIGN_STYLES } from '@rdo/contracts/community-messages'
import {
  PARTNER_DESCRIPTION_MAX,
  PARTNER_MESSAGES as M,
  PARTNER_TITLE_MAX,
} from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage, isApiError } from '@/lib/api-client'
import { uploadPartnerDesignImage, useSubmitPartnerDesign } from '../../api/design-submission-api'
import {
  DESIGN_FIELDS,
  designBody,
  designDefaults,
  designFieldOf,
  partnerDesignForm,
  type DesignField,
  type PartnerDesignOutput,
  type PartnerDesignValues,
} from '../../lib/design-form'
import { DESIGN_IMAGE_RULE, DESIGN_MIN_PIXELS, maxMegabytes, resolutionAdvice } from '../../lib/partner-files'
import { ImageUploadField } from '../application/image-upload-field'
import { useImageUpload } from '../application/use-image-upload'
import { PartnerDesignTermsDialog } from './partner-design-terms-dialog'

const styleLabel = (style: string) => style.charAt(0).toUpperCase() + style.slice(1)

interface PartnerDesignFormProps {
  /** The caller's approved projects, at least one. */
  projects: readonly PartnerProjectSummary[]
  initialProjectId: string
}

/** A design for one of the partner's approved projects: image, title, description, style, terms. */
export function PartnerDesignForm({ projects, initialProjectId }: PartnerDesignFormProps) {
  const navigate = useNavigate()
  const submitDesign = useSubmitPartnerDesign()
  const [termsOpen, setTermsOpen] = useState(false)
  const [advice, setAdvice] = useState<string | null>(null)
  const imageInput = useRef<HTMLInputElement>(null)
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PartnerDesignValues, unknown, PartnerDesignOutput>({
    resolver: zodResolver(partnerDesignForm),
    defaultValues: designDefaults(initialProjectId),
    shouldFocusError: false,
  })
  const image = useImageUpload({
    rule: DESIGN_IMAGE_RULE,
    upload: async (file) => (await uploadPartnerDesignImage(file)).image_url,
    onChange: (url) => {
      setValue('image_url', url)
      if (url) clearErrors('image_url')
      else setAdvice(null)
    },
    uploadedMessage: M.imageUploaded,
    failedMessage: M.imageUploadFailed,
  })
  const titleLength = watch('title').length
  const descriptionLength = (watch('description') ?? '').length

  const focusField = (name: DesignField) =>
    name === 'image_url' ? imageInput.current?.focus() : setFocus(name)

  const onInvalid = (invalid: FieldErrors<PartnerDesignValues>) => {
    const first = DESIGN_FIELDS.find((name) => invalid[name])
    if (!first) return
    focusField(first)
    toast.error(invalid[first]?.message ?? M.designFailed)
  }

  const onValid = async (values: PartnerDesignOutput) => {
    if (image.status === 'uploading') return
    try {
      await submitDesign.mutateAsync(designBody(values))
      toast.success(M.designSubmitted)
      navigate(`/partner-dashboard?${new URLSearchParams({ project: values.partner_id, tab: 'designs' })}`)
    } catch (error) {
      const message = errorMessage(error, M.designFailed)
      const field = isApiError(error) && error.status === 400 ? designFieldOf(message) : undefined
      if (field) {
        setError(field, { message })
        focusField(field)
      }
      toast.error(message)
    }
  }

  return (
    <>
      <form
        onSubmit={handleSubmit(onValid, onInvalid)}
        noValidate
        className="mt-8"
        aria-busy={isSubmitting || undefined}
      >
        <fieldset
          disabled={isSubmitting}
          className="flex min-w-0 flex-col gap-6 rounded-[12px] border bg-card p-5 sm:p-6"
        >
          <legend className="sr-only">Design details</legend>
          <FormField label="Project" required error={errors.partner_id?.message}>
            <NativeSelect {...register('partner_id')}>
              <option value="">Choose a project</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name} (${project.token_symbol})
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <ImageUploadField
            ref={imageInput}
            label="Design image"
            rule={DESIGN_IMAGE_RULE}
            upload={image}
            error={errors.image_url?.message}
            advice={advice}
            onPreviewSize={(width, height) => setAdvice(resolutionAdvice(width, height))}
            hint={`One image: PNG, JPG or GIF, up to ${maxMegabytes(DESIGN_IMAGE_RULE)} MB. Use at least ${DESIGN_MIN_PIXELS}×${DESIGN_MIN_PIXELS} pixels for a sharp print.`}
          />

          <FormField
            label="Title"
            required
            error={errors.title?.message}
            hint={
              <span className="font-mono">
                {titleLength}/{PARTNER_TITLE_MAX}
              </span>
            }
          >
            <Input maxLength={PARTNER_TITLE_MAX} placeholder="Name your design" {...register('title')} />
          </FormField>

          <FormField
            label="Description"
            error={errors.description?.message}
            hint={
              <span className="flex justify-between gap-2">
                <span>Optional. The idea behind it, colours, placement.</span>
                <span className="font-mono">
                  {descriptionLength}/{PARTNER_DESCRIPTION_MAX}
                </span>
              </span>
            }
          >
            <Textarea rows={4} maxLength={PARTNER_DESCRIPTION_MAX} {...register('description')} />
          </FormField>

          <FormField label="Style" required error={errors.style?.message}>
            <NativeSelect {...register('style')}>
              {DESIGN_STYLES.map((style) => (
                <option key={style} value={style}>
                  {styleLabel(style)}
                </option>
              ))}
            </NativeSelect>
          </FormField>

          <div className="flex flex-col gap-2">
            <Controller
              control={control}
              name="terms_accepted"
              render={({ field }) => (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Checkbox
                    id="partner-design-terms"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-invalid={errors.terms_accepted ? true : undefined}
                    aria-describedby={errors.terms_accepted ? 'partner-design-terms-error' : undefined}
                  />
                  <Label htmlFor="partner-design-terms" className="leading-snug font-normal">
                    I accept the terms and conditions
                  </Label>
                  <Button variant="link" size="sm" onClick={() => setTermsOpen(true)}>
                    Read the terms
                  </Button>
                </div>
              )}
            />
            <FieldError id="partner-design-terms-error" message={errors.terms_accepted?.message} />
          </div>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to="/partner-dashboard">Cancel</Link>
            </Button>
            <Button type="submit" size="lg" loading={isSubmitting} disabled={image.status === 'uploading'}>
              {isSubmitting ? 'Submitting…' : 'Submit Design'}
            </Button>
          </div>
        </fieldset>
      </form>

      <PartnerDesignTermsDialog
        open={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => {
          setValue('terms_accepted', true, { shouldValidate: !!errors.terms_accepted })
          setTermsOpen(false)
        }}
      />
    </>
  )
}
