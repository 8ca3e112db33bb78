/** The marketing dashboard tab and the bulk sender, each its own lazily loaded chunk. */
export const loadMarketingTab = () => import('./components/marketing-tab')
export const loadBulkEmailTab = () => import('./components/bulk-email-tab')
