import {
  DEFAULT_ITEM_WEIGHT_GRAMS,
  regionProblem,
  type CheckoutAddress,
  type ShippingQuoteBody,
} from '@rdo/contracts'
import type { CartLine } from '@/features/cart'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useShippingRates } from '../api/get-shipping-rates'

const QUOTE_DEBOUNCE_MS = 500

/**
 * Rule: docs/orders-and-payments.md#shipping-quotes. Rates are fetched once street, city, state, country and postal code are all non-empty;
 * emptying one clears them. A state or postal code that cannot be right is reported without a request.
 */
export function useShippingQuote(address: Partial<CheckoutAddress>, lines: CartLine[]) {
  const street = address.address?.trim() ?? ''
  const city = address.city?.trim() ?? ''
  const state = address.state?.trim() ?? ''
  const postalCode = address.postal_code?.trim() ?? ''
  const country = address.country ?? ''
  const complete = [street, city, state, postalCode, country].every((value) => value !== '')
  const problem = complete ? regionProblem(country, state, postalCode) : null

  const body: ShippingQuoteBody | null =
    complete && !problem && lines.length > 0
      ? {
          address: {
            address: street,
            address2: address.address2?.trim() ?? '',
            city,
            state: state.toUpperCase(),
            postal_code: postalCode,
            country: country as 'US' | 'CA',
            residential: true,
          },
          items: lines.map((line) => ({
            product_id: line.productId,
            quantity: line.quantity,
            weight_grams: line.weightGrams ?? DEFAULT_ITEM_WEIGHT_GRAMS,
          })),
        }
      : null

  // Typing settles before a request goes out; emptying a field clears the rates at once.
  const debounced = useDebouncedValue(body, QUOTE_DEBOUNCE_MS)
  const rates = useShippingRates(body === null ? null : debounced)
  const settling = body !== null && JSON.stringify(body) !== JSON.stringify(debounced)

  return {
    problem: problem?.message ?? null,
    /** Waiting for typing to settle or for the server; `rates` may be the previous address's meanwhile. */
    isUpdating: body !== null && (settling || rates.isFetching),
    rates: body !== null ? (rates.data?.rates ?? []) : [],
    error: body !== null && !settling && rates.isError ? rates.error.message : null,
    errorUpdatedAt: rates.errorUpdatedAt,
    /** The address the rates were last asked for (settled typing), for the checkout's own quote. */
    address: body !== null ? (debounced?.address ?? null) : null,
    /** The server answered for the current address (possibly with no rates). */
    isAnswered: body !== null && !settling && rates.isSuccess && !rates.isPlaceholderData,
  }
}
