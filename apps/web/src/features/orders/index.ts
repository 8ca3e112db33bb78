/** One order for the payment page, and the lines and totals every cart and order view shares. */
export { useOrder } from './api/get-order'
export { LineItems, lineItemsFromOrder, type LineItem } from './components/line-items'
export { OrderTotals } from './components/order-totals'
