/** What other modules may use of the partners module. */
export { createPartnerProducts } from './partner-products.ts'
export { getStore } from './partner-stores.service.ts'
