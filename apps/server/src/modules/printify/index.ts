/** What other modules may use of the Printify module (fulfilment sends orders with its client). */
export { PrintifyAuthError, PrintifyRequestError, type PrintifyClient } from './printify-client.ts'
export { printifyClientFor, notConfigured } from './printify-errors.ts'
export { variantLinks } from './printify-mapping.ts'
export { writeVariantLinks } from './printify-product-write.ts'
export type { PrintifyOrderInput, PrintifyProduct } from './printify-shapes.ts'
