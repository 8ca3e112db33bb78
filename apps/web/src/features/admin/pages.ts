export const loadDashboardPage = () => import('./components/dashboard-page')
export const loadAuditPage = () => import('./components/audit-page')
