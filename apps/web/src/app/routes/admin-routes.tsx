import type { RouteObject } from 'react-router'
import { AdminGuard } from '../guards/admin-guard'
import { lazyPage } from './lazy-page'
import { loadAdminLoginPage } from '@/features/auth/pages'

/**
 * Back office. The guard is tiny and eager, so signed-out visitors are redirected without downloading
 * admin code; the layout and every admin screen load lazily into the separate admin chunk.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/login',
    lazy: lazyPage(loadAdminLoginPage, 'AdminLoginPage'),
  },
  {
    path: 'admin',
    element: <AdminGuard />,
    children: [
      {
        path: '',
        lazy: lazyPage(() => import('../layouts/admin-layout'), 'AdminLayout'),
        // Admin screens go here, e.g. { index: true, lazy: ... } for /admin.
        children: [],
      },
    ],
  },
]
