/** Checkout and payment, each loaded on demand by the route table. */
export const loadCheckoutPage = () => import('./components/checkout-page')
export const loadPaymentPage = () => import('./components/payment-page')
export const loadPaymentSuccessPage = () => import('./components/payment-success-page')
