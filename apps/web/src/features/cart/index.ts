/** The browser's cart, for the top bar, product pages and checkout. */
export { cartStore, cartSubtotalCents, useCartCount, useCartLines, type CartLine } from './hooks/use-cart'
export { useCartSync } from './hooks/use-cart-sync'
