export const loadProductsTab = () => import('./components/products-tab')
export const loadAdminProductPage = () => import('./components/admin-product-page')
