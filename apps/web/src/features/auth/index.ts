/** What the rest of the app may use from sign-in and sessions. */
export { getSessionQueryOptions, sessionQueryKey, useSession } from './api/get-session'
export { useSignOut } from './api/sign-out'
export { useChangePassword } from './api/change-password'
export { ImpersonationBanner } from './components/impersonation-banner'
