/** The back office's wallet list, loaded on demand by the route table. */
export const loadAdminWalletsPage = () => import('./admin/components/wallets-page')
