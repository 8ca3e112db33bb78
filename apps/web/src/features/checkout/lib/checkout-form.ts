import { z } from 'zod'
import { checkoutAddressSchema, emailSchema, type CheckoutAddress } from '@rdo/contracts'
import { emptyAddress } from '@/features/profiles'

/** The checkout form: contact email plus the order's shipping address (contracts' messages). */
export const checkoutFormSchema = z.object({ email: emailSchema, address: checkoutAddressSchema })
export type CheckoutFormValues = z.input<typeof checkoutFormSchema>

const DRAFT_KEY = 'rdo-checkout-address'

/** The address typed so far survives the detour through /login (same tab only). */
export function loadAddressDraft(): Required<CheckoutAddress> | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return null
    const draft = { ...emptyAddress }
    for (const key of Object.keys(emptyAddress) as (keyof CheckoutAddress)[]) {
      const value = (parsed as Record<string, unknown>)[key]
      if (typeof value === 'string') (draft as Record<string, string>)[key] = value
    }
    if (draft.country !== 'US' && draft.country !== 'CA') draft.country = 'US'
    // Nothing typed yet: let the profile's default address fill the form instead.
    const typed = Object.entries(draft).some(([key, value]) => key !== 'country' && value.trim() !== '')
    return typed ? draft : null
  } catch {
    return null
  }
}

export function saveAddressDraft(address: CheckoutAddress | undefined) {
  try {
    if (address) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(address))
    else sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Storage blocked: the draft is only a convenience.
  }
}
