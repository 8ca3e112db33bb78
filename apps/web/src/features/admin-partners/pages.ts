export const loadAdminPartnersPage = () => import('./components/partners-page')
export const loadAdminPartnerPage = () => import('./components/partner-page')
