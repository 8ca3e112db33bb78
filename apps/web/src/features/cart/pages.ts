export const loadCartPage = () => import('./components/cart-page')
