export const loadWishlistPage = () => import('./components/wishlist-page')
