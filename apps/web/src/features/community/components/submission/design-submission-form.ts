import { z } from 'zod'
import type { FieldErrors } from 'react-hook-form'
import { createDesignBody, DESIGN_MESSAGES, designStyleSchema, type CreateDesignBody } from '@rdo/contracts'

/**
 * The submission form's fields: the request body's own rules without the image URLs (those exist only
 * after the upload), with the style starting unchosen and the terms box starting unticked.
 */
export const designSubmissionForm = createDesignBody.omit({ images: true, terms_accepted: true }).extend({
  style: z.string().pipe(designStyleSchema),
  terms_accepted: z.boolean().refine((accepted) => accepted, DESIGN_MESSAGES.termsRequired),
})
export type DesignSubmissionValues = z.input<typeof designSubmissionForm>
export type DesignSubmissionOutput = z.output<typeof designSubmissionForm>

export const designSubmissionDefaults: DesignSubmissionValues = {
  title: '',
  description: '',
  style: '',
  design_type: 'graphic',
  wallet_address: '',
  terms_accepted: false,
}

/** The request body for checked form values and the stored images' URLs (primary first). */
export function designBody(values: DesignSubmissionOutput, images: string[]): CreateDesignBody {
  return {
    title: values.title,
    description: values.description,
    style: values.style,
    design_type: values.design_type,
    wallet_address: values.wallet_address ?? null,
    terms_accepted: true,
    images,
  }
}

const FIELD_ORDER = [
  'title',
  'description',
  'style',
  'design_type',
  'wallet_address',
  'terms_accepted',
] as const

/** The first refused field's message, in the order the fields appear on the form. */
export function firstError(errors: FieldErrors<DesignSubmissionValues>): string | undefined {
  for (const name of FIELD_ORDER) {
    const message = errors[name]?.message
    if (message) return message
  }
  return undefined
}
