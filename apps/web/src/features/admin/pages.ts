export const loadAuditPage = () => import('./components/audit-page')
