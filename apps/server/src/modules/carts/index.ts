/** What other modules may use of the carts module. */
export { closeCartForOrder } from './cart.service.ts'
