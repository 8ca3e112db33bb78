import type { RouteObject } from 'react-router'
import { RequireAuth } from '../guards/require-auth'
import { lazyPage } from './lazy-page'
import {
  loadAccountPage,
  loadDashboardPage,
  loadProfilePage,
  loadPublicProfilePage,
  loadSettingsPage,
} from '@/features/profiles/pages'
import {
  loadLoginPage,
  loadResetPasswordPage,
  loadSignupPage,
  loadVerifyEmailPage,
} from '@/features/auth/pages'
import { loadSupportPage } from '@/features/support/pages'

/** Sign-in screens and the signed-in account area (wrap private pages in RequireAuth). */
export const accountRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(loadLoginPage, 'LoginPage') },
  { path: 'signup', lazy: lazyPage(loadSignupPage, 'SignupPage') },
  {
    path: 'verify-email',
    lazy: lazyPage(loadVerifyEmailPage, 'VerifyEmailPage'),
  },
  {
    path: 'reset-password',
    lazy: lazyPage(loadResetPasswordPage, 'ResetPasswordPage'),
  },
  // Profile, settings, dashboard and support (issue 5): signed-in only.
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'profile',
        lazy: lazyPage(loadProfilePage, 'ProfilePage'),
      },
      {
        path: 'settings',
        lazy: lazyPage(loadSettingsPage, 'SettingsPage'),
      },
      {
        path: 'account',
        lazy: lazyPage(loadAccountPage, 'AccountPage'),
      },
      {
        path: 'dashboard',
        lazy: lazyPage(loadDashboardPage, 'DashboardPage'),
      },
      {
        path: 'support',
        lazy: lazyPage(loadSupportPage, 'SupportPage'),
      },
    ],
  },
  // Public profiles: anyone may look.
  {
    path: 'user/:username',
    lazy: lazyPage(loadPublicProfilePage, 'PublicProfilePage'),
  },
  {
    path: 'user/id/:userId',
    lazy: lazyPage(loadPublicProfilePage, 'PublicProfilePage'),
  },
]
