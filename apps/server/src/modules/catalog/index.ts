/** What other modules may use of the catalogue module. */
export { invalidateCatalog, stockMoved } from './catalog.service.ts'
export { productFacts } from './product-facts.ts'
