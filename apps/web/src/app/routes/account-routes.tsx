import type { RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'

/** Sign-in screens and the signed-in account area (wrap private pages in RequireAuth). */
export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage') },
  { path: 'signup', lazy: lazyPage(() => import('@/features/auth/components/signup-page'), 'SignupPage') },
  {
    path: 'verify-email',
    lazy: lazyPage(() => import('@/features/auth/components/verify-email-page'), 'VerifyEmailPage'),
  },
  {
    path: 'reset-password',
    lazy: lazyPage(() => import('@/features/auth/components/reset-password-page'), 'ResetPasswordPage'),
  },
]
