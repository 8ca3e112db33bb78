export const loadOrdersTab = () => import('./components/orders-tab')
export const loadAdminOrderPage = () => import('./components/admin-order-page')
