/** One order for the payment page, and the line and totals display every order view shares. */
export { useOrder } from './api/get-order'
export { OrderItems } from './components/order-items'
