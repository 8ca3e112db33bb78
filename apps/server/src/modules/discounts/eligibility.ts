/** What a code takes off and from which lines (the part of a code that pricing needs). */
export type DiscountTerms = {
  kind: 'percentage' | 'fixed' | 'free_shipping'
  percentOff: number | null
  amountOffCents: number | null
  scope: 'order' | 'products' | 'categories'
  productIds: readonly string[]
  categoryIds: readonly string[]
  allowDropProducts: boolean
}

export type EligibilityLine = { productId: string; categoryId: string | null; isDrop: boolean }

/** Whether the code applies to the line: its scope, and a drop's product only when the code allows it. */
export function isEligible(line: EligibilityLine, terms: DiscountTerms): boolean {
  if (line.isDrop && !terms.allowDropProducts) return false
  if (terms.scope === 'products') return terms.productIds.includes(line.productId)
  if (terms.scope === 'categories')
    return line.categoryId !== null && terms.categoryIds.includes(line.categoryId)
  return true
}
