/** What other modules may use of the wishlist module: product changes that notify a product's fans. */
export { applyProductChange, changeProduct, snapshotProduct, type ProductSnapshot } from './product-change.ts'
