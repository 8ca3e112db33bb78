import { z } from 'zod'
import { emailMessage } from '@rdo/contracts/common'
import { PARTNER_MESSAGES as M, partnerApplicationBody, type PartnerApplicationBody } from '@rdo/contracts'

/**
 * The application form: the request body's own rules, with the terms box starting unticked (the body
 * only takes `true`) and the logo's URL filled in once the logo is uploaded.
 */
export const partnerApplicationForm = partnerApplicationBody.extend({
  terms_accepted: z.boolean().refine((accepted) => accepted, M.acceptTerms),
})
export type PartnerApplicationValues = z.input<typeof partnerApplicationForm>
export type PartnerApplicationOutput = z.output<typeof partnerApplicationForm>

/** The fields in the order the form shows them (the first refused one gets the focus). */
export const APPLICATION_FIELDS = [
  'name',
  'token_symbol',
  'token_address',
  'website_url',
  'description',
  'contact_name',
  'contact_email',
  'wallet_address',
  'logo_url',
  'terms_accepted',
] as const satisfies readonly (keyof PartnerApplicationValues)[]
export type ApplicationField = (typeof APPLICATION_FIELDS)[number]

export function applicationDefaults(contact: { email?: string | null; name?: string | null }) {
  return {
    name: '',
    token_symbol: '',
    token_address: '',
    website_url: '',
    logo_url: '',
    description: '',
    contact_name: contact.name ?? '',
    contact_email: contact.email ?? '',
    wallet_address: '',
    terms_accepted: false,
  } satisfies PartnerApplicationValues
}

/** The request body for checked form values; an empty contract address is sent as none. */
export function applicationBody(values: PartnerApplicationOutput): PartnerApplicationBody {
  return { ...values, token_address: values.token_address || null, terms_accepted: true }
}

const FIELD_OF_MESSAGE: Record<string, ApplicationField> = {
  [M.nameRequired]: 'name',
  [M.symbolRequired]: 'token_symbol',
  [M.symbolInvalid]: 'token_symbol',
  [M.tokenAddressInvalid]: 'token_address',
  [M.websiteInvalid]: 'website_url',
  [M.descriptionRequired]: 'description',
  [M.contactNameRequired]: 'contact_name',
  [emailMessage]: 'contact_email',
  [M.walletInvalid]: 'wallet_address',
  [M.logoRequired]: 'logo_url',
  [M.acceptTerms]: 'terms_accepted',
}

/**
 * The field a server refusal is about, from its message (the server answers one message, not a field
 * path; every field's messages are distinct), or undefined for a message about the form as a whole.
 */
export const applicationFieldOf = (message: string): ApplicationField | undefined => FIELD_OF_MESSAGE[message]
