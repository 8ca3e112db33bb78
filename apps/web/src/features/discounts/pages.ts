/** The back office's discount codes screen, loaded on demand by the route table. */
export const loadAdminDiscountsPage = () => import('./admin/components/discounts-page')
