import { formatCents } from './money.ts'

/**
 * Why a discount code is refused, in the order the checks run (docs/discounts.md). The checkout quote
 * shows the text next to the code field; placing an order with a refused code answers 409 with it.
 */
export const DISCOUNT_MESSAGES = {
  invalid: 'Invalid discount code',
  expired: 'This code has expired',
  usageLimit: 'This code has reached its usage limit',
  alreadyUsed: 'You have already used this code',
  notApplicable: 'This code does not apply to these items',
  minimum: (cents: number) => `Minimum order of ${formatCents(cents)}`,
} as const

/** Error codes of the refusals above, as `{ error: { code } }` carries them. */
export const DISCOUNT_ERROR_CODES = {
  invalid: 'DISCOUNT_INVALID',
  expired: 'DISCOUNT_EXPIRED',
  usageLimit: 'DISCOUNT_USAGE_LIMIT',
  alreadyUsed: 'DISCOUNT_ALREADY_USED',
  notApplicable: 'DISCOUNT_NOT_APPLICABLE',
  minimum: 'DISCOUNT_MINIMUM',
} as const
export type DiscountRefusal = keyof typeof DISCOUNT_ERROR_CODES

/** The checkout's own texts around the code field and the summary. */
export const CHECKOUT_MESSAGES = {
  discountLabel: 'Discount code',
  apply: 'Apply',
  remove: 'Remove',
  quoteFailed: 'Failed to calculate the order total',
  taxAtPayment: 'Calculated at payment',
} as const
