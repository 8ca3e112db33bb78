/** What other modules may use of the orders module (payments confirm and report orders). */
export { itemsOf, loadOrderDto, orderNumber, type OrderRow } from './order-dto.ts'
export { sendOrderStatusEmail, sendPaymentConfirmation, sendShipmentEmail } from './order-emails.ts'
export { notifyOrderStatus } from './order-notify.ts'
export { findOwnOrder } from './customer-orders.ts'
