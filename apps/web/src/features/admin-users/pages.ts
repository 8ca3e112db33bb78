export const loadUsersTab = () => import('./components/users-tab')
export const loadAdminUserPage = () => import('./components/admin-user-page')
