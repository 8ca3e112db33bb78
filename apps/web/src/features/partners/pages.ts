/** The partner programme pages, each loaded on demand by the route table. */
export const loadPartnerApplicationPage = () => import('./components/application/partner-application-page')
export const loadPartnerDashboardPage = () => import('./components/dashboard/partner-dashboard-page')
export const loadPartnerDesignSubmissionPage = () =>
  import('./components/design-submission/partner-design-submission-page')
export const loadPartnerStorePage = () => import('./components/store/partner-store-page')

/** The back office's partner list and partner detail, each loaded on demand by the route table. */
export const loadAdminPartnersPage = () => import('./admin/components/partners-page')
export const loadAdminPartnerPage = () => import('./admin/components/partner-page')
