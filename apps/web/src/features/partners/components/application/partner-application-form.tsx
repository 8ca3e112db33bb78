import { useRef, useState } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from 'react-router'
import { ShieldCheck } from 'lucide-react'
import { toast } from 'sonner'
import { PARTNER_MESSAGES as M, PARTNER_PROJECT_DESCRIPTION_MAX } from '@rdo/contracts/partner-messages'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage, isApiError } from '@/lib/api-client'
import { uploadPartnerLogo, useSubmitPartnerApplication } from '../../api/application-api'
import {
  APPLICATION_FIELDS,
  applicationBody,
  applicationDefaults,
  applicationFieldOf,
  partnerApplicationForm,
  type ApplicationField,
  type PartnerApplicationOutput,
  type PartnerApplicationValues,
} from '../../lib/application-form'
import { LOGO_RULE, maxMegabytes } from '../../lib/partner-files'
import { ImageUploadField } from './image-upload-field'
import { PartnerTermsDialog } from './partner-terms-dialog'
import { useImageUpload } from './use-image-upload'

const sectionTitle = 'font-display text-lg font-semibold'

/** The partner application: project, logo, contact and payout wallet, terms. */
export function PartnerApplicationForm({
  contact,
}: {
  contact: { email: string | null; name: string | null }
}) {
  const navigate = useNavigate()
  const submitApplication = useSubmitPartnerApplication()
  const [termsOpen, setTermsOpen] = useState(false)
  const logoInput = useRef<HTMLInputElement>(null)
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
  } = useForm<PartnerApplicationValues, unknown, PartnerApplicationOutput>({
    resolver: zodResolver(partnerApplicationForm),
    defaultValues: applicationDefaults(contact),
    shouldFocusError: false,
  })
  const logo = useImageUpload({
    rule: LOGO_RULE,
    upload: async (file) => (await uploadPartnerLogo(file)).logo_url,
    onChange: (url) => {
      setValue('logo_url', url)
      if (url) clearErrors('logo_url')
    },
    uploadedMessage: M.logoUploaded,
    failedMessage: M.logoUploadFailed,
  })
  const descriptionLength = watch('description').length
  const termsAccepted = watch('terms_accepted')
  const logoReady = logo.status === 'uploaded' && watch('logo_url') !== ''
  const canSubmit = termsAccepted && logoReady

  const focusField = (name: ApplicationField) =>
    name === 'logo_url' ? logoInput.current?.focus() : setFocus(name)

  const onInvalid = (invalid: FieldErrors<PartnerApplicationValues>) => {
    const first = APPLICATION_FIELDS.find((name) => invalid[name])
    if (!first) return
    focusField(first)
    toast.error(invalid[first]?.message ?? M.applicationFailed)
  }

  const onValid = async (values: PartnerApplicationOutput) => {
    try {
      await submitApplication.mutateAsync(applicationBody(values))
      toast.success(M.applicationSubmitted)
      navigate('/dashboard')
    } catch (error) {
      const message = errorMessage(error, M.applicationFailed)
      // The server has the last word: a field it refuses shows its message next to that field.
      const field = isApiError(error) && error.status === 400 ? applicationFieldOf(message) : undefined
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
        <fieldset disabled={isSubmitting} className="flex min-w-0 flex-col gap-8">
          <legend className="sr-only">Partner application</legend>
          <section
            aria-labelledby="application-project"
            className="flex flex-col gap-5 rounded-[12px] border bg-card p-5 sm:p-6"
          >
            <h2 id="application-project" className={sectionTitle}>
              Your project
            </h2>
            <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
              <FormField label="Project name" required error={errors.name?.message}>
                <Input maxLength={100} autoComplete="organization" {...register('name')} />
              </FormField>
              <FormField label="Token symbol" required error={errors.token_symbol?.message}>
                <Input
                  className="font-mono uppercase"
                  maxLength={11}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="$FROG"
                  {...register('token_symbol')}
                />
              </FormField>
            </div>
            <FormField
              label="Token contract address"
              error={errors.token_address?.message}
              hint="Optional. The token's mint address on Solana."
            >
              <Input
                className="font-mono"
                maxLength={44}
                autoComplete="off"
                spellCheck={false}
                {...register('token_address')}
              />
            </FormField>
            <FormField label="Website URL" required error={errors.website_url?.message}>
              <Input
                type="url"
                inputMode="url"
                maxLength={300}
                autoComplete="url"
                placeholder="https://"
                {...register('website_url')}
              />
            </FormField>
            <FormField
              label="Description"
              required
              error={errors.description?.message}
              hint={
                <span className="flex justify-between gap-2">
                  <span>Your project, your community and the merch you picture.</span>
                  <span className="font-mono">
                    {descriptionLength}/{PARTNER_PROJECT_DESCRIPTION_MAX}
                  </span>
                </span>
              }
            >
              <Textarea rows={5} maxLength={PARTNER_PROJECT_DESCRIPTION_MAX} {...register('description')} />
            </FormField>
            <ImageUploadField
              ref={logoInput}
              label="Project logo"
              rule={LOGO_RULE}
              upload={logo}
              fit="contain"
              error={errors.logo_url?.message}
              hint={`One image: PNG, JPG, GIF or SVG, up to ${maxMegabytes(LOGO_RULE)} MB. A square logo looks best.`}
            />
          </section>

          <section
            aria-labelledby="application-contact"
            className="flex flex-col gap-5 rounded-[12px] border bg-card p-5 sm:p-6"
          >
            <h2 id="application-contact" className={sectionTitle}>
              Contact and payout
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Contact name" required error={errors.contact_name?.message}>
                <Input maxLength={100} autoComplete="name" {...register('contact_name')} />
              </FormField>
              <FormField label="Contact email" required error={errors.contact_email?.message}>
                <Input type="email" maxLength={254} autoComplete="email" {...register('contact_email')} />
              </FormField>
            </div>
            <FormField
              label="Wallet address"
              required
              error={errors.wallet_address?.message}
              hint="The Solana wallet your revenue share is paid to, in your project's token."
            >
              <Input
                className="font-mono"
                maxLength={44}
                autoComplete="off"
                spellCheck={false}
                placeholder="e.g. 7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
                {...register('wallet_address')}
              />
            </FormField>
            <p className="flex items-start gap-2 rounded-lg border border-info/30 bg-info-soft px-3 py-2 text-sm text-info">
              <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Only the public address is needed. We never ask you to connect a wallet or to share a seed
                phrase or private key.
              </span>
            </p>
          </section>

          <div className="flex flex-col gap-2">
            <Controller
              control={control}
              name="terms_accepted"
              render={({ field }) => (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Checkbox
                    id="partner-terms"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    aria-invalid={errors.terms_accepted ? true : undefined}
                    aria-describedby={errors.terms_accepted ? 'partner-terms-error' : undefined}
                  />
                  <Label htmlFor="partner-terms" className="leading-snug font-normal">
                    I accept the terms and conditions
                  </Label>
                  <Button variant="link" size="sm" onClick={() => setTermsOpen(true)}>
                    Read the partner terms
                  </Button>
                </div>
              )}
            />
            <FieldError id="partner-terms-error" message={errors.terms_accepted?.message} />
          </div>

          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
            {!canSubmit && (
              <p id="application-submit-hint" className="text-sm text-muted-foreground sm:mr-auto">
                {logoReady
                  ? 'Accept the terms to submit.'
                  : 'Upload your project logo and accept the terms to submit.'}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <Button asChild variant="outline">
                <Link to="/partner-program">Cancel</Link>
              </Button>
              <Button type="submit" size="lg" loading={isSubmitting} disabled={!canSubmit}>
                {isSubmitting ? 'Submitting…' : 'Submit Application'}
              </Button>
            </div>
          </div>
        </fieldset>
      </form>

      <PartnerTermsDialog
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
