import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '@rdo/contracts/paths'
import type { CheckoutQuoteBody, CheckoutQuoteResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getCheckoutQuote(body: CheckoutQuoteBody): Promise<CheckoutQuoteResponse> {
  return api.post<CheckoutQuoteResponse>(apiPath('/api/checkout/quote'), body)
}

export function getCheckoutQuoteQueryOptions(body: CheckoutQuoteBody | null) {
  return queryOptions({
    queryKey: ['checkout-quote', body],
    queryFn: () => getCheckoutQuote(body!),
    enabled: body !== null,
    // A code's uses change with other customers' orders: ask again rather than trust an old answer.
    staleTime: 30_000,
    retry: false,
  })
}

/** The server's totals for the cart, address, rate and code; idle while `body` is null. */
export function useCheckoutQuoteQuery(body: CheckoutQuoteBody | null) {
  // The previous totals stay on screen while the next ones load.
  return useQuery({ ...getCheckoutQuoteQueryOptions(body), placeholderData: keepPreviousData })
}
