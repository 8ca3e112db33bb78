export const loadOrdersPage = () => import('./components/orders-page')
