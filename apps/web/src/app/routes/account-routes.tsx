import type { RouteObject } from 'react-router'
import { RequireAuth } from '../guards/require-auth'
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
  // Profile, settings, dashboard and support (issue 5): signed-in only.
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'profile',
        lazy: lazyPage(() => import('@/features/profile/components/profile-page'), 'ProfilePage'),
      },
      {
        path: 'settings',
        lazy: lazyPage(() => import('@/features/settings/components/settings-page'), 'SettingsPage'),
      },
      {
        path: 'account',
        lazy: lazyPage(() => import('@/features/settings/components/account-page'), 'AccountPage'),
      },
      {
        path: 'dashboard',
        lazy: lazyPage(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage'),
      },
      {
        path: 'support',
        lazy: lazyPage(() => import('@/features/support/components/support-page'), 'SupportPage'),
      },
    ],
  },
  // Public profiles: anyone may look.
  {
    path: 'user/:username',
    lazy: lazyPage(
      () => import('@/features/public-profile/components/public-profile-page'),
      'PublicProfilePage',
    ),
  },
  {
    path: 'user/id/:userId',
    lazy: lazyPage(
      () => import('@/features/public-profile/components/public-profile-page'),
      'PublicProfilePage',
    ),
  },
]
