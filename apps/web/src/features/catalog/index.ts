/** Product tiles for other product lists (home, wishlist). */
export { ProductCard, ProductCardSkeleton } from './components/product-card'
