/** One order for the payment page, and the lines and totals every cart and order view shares. */
export { getOrderQueryOptions, useOrder } from './api/get-order'
export { OrderStatusBadge } from './components/order-status-badge'
export { LineItems, lineItemsFromOrder, type LineItem } from './components/line-items'
export { OrderMoneyTotals, OrderTotals } from './components/order-totals'
