/** The back office's fulfilment queue, loaded on demand by the route table. */
export const loadAdminFulfilmentPage = () => import('./admin/components/fulfilment-page')
