export const loadAdminPrintifyPage = () => import('./components/printify-page')
