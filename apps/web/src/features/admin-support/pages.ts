export const loadSupportTab = () => import('./components/support-tab')
