import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CartReminderStats } from '@rdo/contracts/carts'
import { apiPath } from '@rdo/contracts/paths'
import { api } from '@/lib/api-client'
import { marketingKeys } from './marketing-keys'

/** Abandoned-cart reminders sent in the last `days` days, and the orders that followed them. */
export function useCartReminderStats(days: number) {
  return useQuery({
    queryKey: [...marketingKeys.all, 'cart-reminders', days],
    queryFn: () =>
      api.get<CartReminderStats>(apiPath('/api/admin/marketing/cart-reminders'), { query: { days } }),
    placeholderData: keepPreviousData,
  })
}
