/** What other modules may use of the catalogue module. */
export { invalidateCatalog } from './catalog.service.ts'
