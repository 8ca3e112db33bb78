import { Controller, type Control, type FieldError as FormError } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { FieldError } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import type { DesignSubmissionValues } from './design-submission-form'

/** The terms checkbox, with a link-style button that opens the terms to read. */
export function TermsAcceptanceField({
  control,
  error,
  onReadTerms,
}: {
  control: Control<DesignSubmissionValues>
  error?: FormError
  onReadTerms: () => void
}) {
  return (
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'design-terms-error' : undefined}
            />
            <Label htmlFor="design-terms" className="leading-snug font-normal">
              I accept the terms and conditions
            </Label>
            <Button variant="link" size="sm" onClick={onReadTerms}>
              Read the terms
            </Button>
          </div>
        )}
      />
      <FieldError id="design-terms-error" message={error?.message} />
    </div>
  )
}
