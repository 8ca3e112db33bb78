import { z } from 'zod'
import {
  PARTNER_MESSAGES as M,
  partnerDesignBody,
  type PartnerDesignBody,
  type PartnerProjectSummary,
} from '@rdo/contracts'

/**
 * The partner design form: the request body's own rules, with the project and the image starting empty
 * and the terms box starting unticked (the body only takes `true`).
 */
export const partnerDesignForm = partnerDesignBody.extend({
  terms_accepted: z.boolean().refine((accepted) => accepted, M.acceptTerms),
})
export type PartnerDesignValues = z.input<typeof partnerDesignForm>
export type PartnerDesignOutput = z.output<typeof partnerDesignForm>

/** The fields in the order the form shows them (the first refused one gets the focus). */
export const DESIGN_FIELDS = [
  'partner_id',
  'image_url',
  'title',
  'description',
  'style',
  'terms_accepted',
] as const satisfies readonly (keyof PartnerDesignValues)[]
export type DesignField = (typeof DESIGN_FIELDS)[number]

export function designDefaults(partnerId: string) {
  return {
    partner_id: partnerId,
    image_url: '',
    title: '',
    description: '',
    style: 'modern streetwear',
    terms_accepted: false,
  } satisfies PartnerDesignValues
}

/** The request body for checked form values; an empty description is sent as none. */
export function designBody(values: PartnerDesignOutput): PartnerDesignBody {
  return { ...values, description: values.description || null, terms_accepted: true }
}

/** The projects a design may go to: the caller's approved ones. */
export const approvedProjects = (projects: readonly PartnerProjectSummary[]) =>
  projects.filter((project) => project.status === 'approved')

/**
 * The project chosen when the page opens: the one the link names (`?project=`) if it is among the
 * approved ones, else the only approved one, else none (the partner chooses).
 */
export function initialProjectId(
  approved: readonly Pick<PartnerProjectSummary, 'id'>[],
  requested: string | null,
): string {
  if (requested && approved.some((project) => project.id === requested)) return requested
  return approved.length === 1 ? approved[0]!.id : ''
}

const FIELD_OF_MESSAGE: Record<string, DesignField> = {
  [M.selectProject]: 'partner_id',
  [M.projectNotApproved]: 'partner_id',
  [M.imageRequired]: 'image_url',
  [M.titleRequired]: 'title',
  [M.titleTooLong]: 'title',
  [M.descriptionTooLong]: 'description',
  [M.acceptTerms]: 'terms_accepted',
}

/** The field a server refusal is about, from its message, or undefined for the form as a whole. */
export const designFieldOf = (message: string): DesignField | undefined => FIELD_OF_MESSAGE[message]
