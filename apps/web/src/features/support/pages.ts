export const loadSupportPage = () => import('./components/support-page')
