import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '@rdo/contracts/paths'
import { SHIPPING_MESSAGES, type ShippingQuoteBody, type ShippingQuoteResponse } from '@rdo/contracts'
import { api, isApiError } from '@/lib/api-client'

export function getShippingRates(body: ShippingQuoteBody): Promise<ShippingQuoteResponse> {
  return api.post<ShippingQuoteResponse>(apiPath('/api/shipping-rates'), body)
}

/** A non-OK answer yields an error naming the HTTP status (docs/orders-and-payments.md#shipping-quotes). */
async function quote(body: ShippingQuoteBody): Promise<ShippingQuoteResponse> {
  try {
    return await getShippingRates(body)
  } catch (error) {
    const status = isApiError(error) && error.status > 0 ? ` (HTTP ${error.status})` : ''
    throw new Error(`${SHIPPING_MESSAGES.calculateFailed}${status}`, { cause: error })
  }
}

export function getShippingRatesQueryOptions(body: ShippingQuoteBody | null) {
  return queryOptions({
    queryKey: ['shipping-rates', body],
    queryFn: () => quote(body!),
    enabled: body !== null,
    staleTime: 5 * 60_000,
    retry: false,
  })
}

/** Rates for a complete address; idle (no data) while `body` is null. */
export function useShippingRates(body: ShippingQuoteBody | null) {
  // The previous rates stay on screen (dimmed) while the next address is quoted.
  return useQuery({ ...getShippingRatesQueryOptions(body), placeholderData: keepPreviousData })
}
