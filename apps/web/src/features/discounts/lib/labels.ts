import { DISCOUNT_CODE_STATUS_LABELS, type AdminDiscountCode, type DiscountCodeStatus } from '@rdo/contracts'
import type { BadgeProps } from '@/components/ui/badge'
import { formatMoney } from '@/lib/format'

type Amount = Pick<AdminDiscountCode, 'kind' | 'percent_off' | 'amount_off_cents'>

/** What the code takes off: "20% off", "$5.00 off", "Free shipping". */
export function discountAmountText(c: Amount): string {
  if (c.kind === 'percentage') return `${c.percent_off ?? 0}% off`
  if (c.kind === 'fixed') return `${formatMoney(c.amount_off_cents ?? 0)} off`
  return 'Free shipping'
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** What the code applies to: "Whole order", "2 products", "1 category". */
export function discountScopeText(c: Pick<AdminDiscountCode, 'scope' | 'product_ids' | 'category_ids'>) {
  if (c.scope === 'products') return plural(c.product_ids.length, 'product')
  if (c.scope === 'categories') return plural(c.category_ids.length, 'category', 'categories')
  return 'Whole order'
}

/** "3 / 10 uses" with a cap, "3 uses" without. */
export function usesText(c: Pick<AdminDiscountCode, 'uses' | 'usage_limit'>): string {
  return c.usage_limit === null ? plural(c.uses, 'use') : `${c.uses} / ${plural(c.usage_limit, 'use')}`
}

export const STATUS_BADGES: Record<DiscountCodeStatus, NonNullable<BadgeProps['variant']>> = {
  active: 'success',
  scheduled: 'info',
  used_up: 'warning',
  expired: 'neutral',
  inactive: 'neutral',
}
export const statusLabel = (status: DiscountCodeStatus) => DISCOUNT_CODE_STATUS_LABELS[status]

/** The status filter's options, in the order an admin looks for them. */
export const STATUS_FILTER_OPTIONS: { value: DiscountCodeStatus | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  ...(['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const).map((value) => ({
    value,
    label: DISCOUNT_CODE_STATUS_LABELS[value],
  })),
]
