/** The collection and product pages, each loaded on demand by the route table. */
export const loadProductsPage = () => import('./components/products-page')
export const loadProductPage = () => import('./components/product-page')

/** The back office's products tab and product editor, each loaded on demand. */
export const loadProductsTab = () => import('./admin/components/products-tab')
export const loadAdminProductPage = () => import('./admin/components/admin-product-page')
