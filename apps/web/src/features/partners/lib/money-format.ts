import { formatMoney } from '@/lib/format'

/** "$50" for whole dollars, "$12.95" otherwise: for amounts written in running text. */
export function formatMoneyShort(cents: number): string {
  return formatMoney(cents).replace(/\.00$/, '')
}
