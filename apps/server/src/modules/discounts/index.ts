/** What other modules may use of discounts: checking a code at checkout, taking and giving back its use. */
export { isEligible, type DiscountTerms, type EligibilityLine } from './eligibility.ts'
export {
  discountRefused,
  findCodeFor,
  judgeCode,
  pricingDiscountOf,
  redeemDiscount,
  releaseDiscount,
  type DiscountCheck,
  type DiscountCode,
  type FoundCode,
} from './redeem.ts'
