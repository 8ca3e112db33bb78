import type { UseFormRegister } from 'react-hook-form'
import { FieldError } from '@/components/ui/form-field'
import type { DesignSubmissionValues } from './design-submission-form'

const DESIGN_TYPE_OPTIONS = [
  { value: 'graphic', label: 'Graphic', hint: 'Illustration, typography or digital art' },
  { value: 'photo', label: 'Photo', hint: 'A design built on photography' },
] as const

export function DesignTypeField({
  register,
  error,
}: {
  register: UseFormRegister<DesignSubmissionValues>
  error?: string
}) {
  return (
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
      <FieldError message={error} />
    </fieldset>
  )
}
