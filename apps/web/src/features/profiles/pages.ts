/** Profile, settings, account, dashboard and public profile pages, each loaded on demand by the route table. */
export const loadProfilePage = () => import('./components/profile-page')
export const loadSettingsPage = () => import('./components/settings-page')
export const loadAccountPage = () => import('./components/account-page')
export const loadDashboardPage = () => import('./components/dashboard-page')
export const loadPublicProfilePage = () => import('./components/public-profile-page')

/** The back office's users tab and user page, each loaded on demand. */
export const loadUsersTab = () => import('./admin/components/users-tab')
export const loadAdminUserPage = () => import('./admin/components/admin-user-page')
