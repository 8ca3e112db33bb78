/** The back office's Printify import screen, loaded on demand by the route table. */
export const loadAdminPrintifyPage = () => import('./admin/components/printify-page')
