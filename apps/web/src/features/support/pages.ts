export const loadSupportPage = () => import('./components/support-page')

/** The back office's support inbox tab, loaded on demand. */
export const loadSupportTab = () => import('./admin/components/support-tab')
