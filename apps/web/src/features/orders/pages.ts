export const loadOrdersPage = () => import('./components/orders-page')
export const loadOrderPage = () => import('./components/order-page')

/** The back office's orders tab and order screen, each loaded on demand. */
export const loadOrdersTab = () => import('./admin/components/orders-tab')
export const loadAdminOrderPage = () => import('./admin/components/admin-order-page')
/** The back office's returns screen (requests, decisions, the return window). */
export const loadAdminReturnsPage = () => import('./admin/components/admin-returns-page')
