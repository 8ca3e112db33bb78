/** The top bar's bell loads on demand (signed-in visitors only), so the entry hands out its loader. */
export const loadNotificationBell = () => import('./components/notification-bell')
