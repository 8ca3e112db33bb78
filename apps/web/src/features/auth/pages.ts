/** Sign-in screens, each loaded on demand by the route table. */
export const loadLoginPage = () => import('./components/login-page')
export const loadSignupPage = () => import('./components/signup-page')
export const loadVerifyEmailPage = () => import('./components/verify-email-page')
export const loadResetPasswordPage = () => import('./components/reset-password-page')
export const loadAdminLoginPage = () => import('./components/admin-login-page')
