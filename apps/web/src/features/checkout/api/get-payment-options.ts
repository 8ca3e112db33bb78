import { apiPath } from '@rdo/contracts/paths'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentOptionsResponse } from '@rdo/contracts'
import { api } from '@/lib/api-client'

export function getPaymentOptions(): Promise<PaymentOptionsResponse> {
  return api.get<PaymentOptionsResponse>(apiPath('/api/payments/options'))
}

export function getPaymentOptionsQueryOptions() {
  return queryOptions({ queryKey: ['payment-options'], queryFn: getPaymentOptions, staleTime: 10 * 60_000 })
}

/** Whether this shop pays by Stripe Checkout, by the simulation, or not at all. */
export function usePaymentOptions() {
  return useQuery(getPaymentOptionsQueryOptions())
}
