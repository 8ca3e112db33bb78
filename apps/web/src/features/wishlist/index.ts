export { WishlistToggle } from './components/wishlist-toggle'
