/** The collection and product pages, each loaded on demand by the route table. */
export const loadProductsPage = () => import('./components/products-page')
export const loadProductPage = () => import('./components/product-page')
