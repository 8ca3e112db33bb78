/** What other modules may use of design rewards (payments accrue sale shares, refunds reverse them). */
export { accrueSaleShares, reverseSaleShares } from './design-ledger.ts'
/** The production engine (partner designs go into production through it) and on-chain payout checks. */
export { publishProduction, toProduction, type ProductionSubject } from './production-engine.ts'
export { checkedTransfer, fromUnits, plain, refused, toUnits } from './chain-transfer.ts'
export { getRewardsSettings } from './rewards-settings.ts'
