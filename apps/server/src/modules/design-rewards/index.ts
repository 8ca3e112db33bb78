/** What other modules may use of design rewards (payments accrue sale shares, refunds reverse them). */
export { accrueSaleShares, reverseSaleShares } from './design-ledger.ts'
