/** What other modules may use of the partners module. */
export { createPartnerProducts } from './partner-products.ts'
export { getStore } from './partner-stores.service.ts'
export { toPartnerDesign, toPartnerPayout, toPartnerProject, websiteHost } from './partner-dto.ts'
export { partnerStats } from './partner-stats.ts'
export { accruePartnerShares, reverseLineShares, reversePartnerShares } from './partner-ledger.ts'
