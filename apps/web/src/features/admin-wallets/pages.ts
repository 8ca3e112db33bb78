export const loadAdminWalletsPage = () => import('./components/wallets-page')
