/**
 * The back office's email screens, the dashboard's marketing tab and the email screen's bulk sender,
 * each loaded on demand.
 */
export const loadAdminEmailPage = () => import('./admin/components/email-page')
export const loadAdminEmailTemplatesPage = () => import('./admin/components/templates-page')
export const loadMarketingTab = () => import('./admin/marketing/components/marketing-tab')
export const loadBulkEmailTab = () => import('./admin/marketing/components/bulk-email-tab')
