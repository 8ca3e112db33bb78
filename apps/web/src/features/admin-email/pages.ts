export const loadAdminEmailPage = () => import('./components/email-page')
export const loadAdminEmailTemplatesPage = () => import('./components/templates-page')
