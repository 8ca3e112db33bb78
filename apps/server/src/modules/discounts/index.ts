/** What other modules may use of discounts: checking a code at checkout, taking and giving back its use. */
export { isEligible, type DiscountTerms, type EligibilityLine } from './eligibility.ts'
export {
  checkDiscountCode,
  discountRefused,
  pricingDiscountOf,
  redeemDiscount,
  releaseDiscount,
  type DiscountCheck,
  type DiscountCode,
} from './redeem.ts'
