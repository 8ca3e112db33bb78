/** The back office's drop list and a drop's live view, each loaded on demand by the route table. */
export const loadAdminDropsPage = () => import('./components/admin-drops-page')
export const loadAdminDropLivePage = () => import('./components/admin-drop-live-page')
