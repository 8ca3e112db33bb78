import type { RouteObject } from 'react-router'
import { AdminGuard } from '../guards/admin-guard'
import { lazyPage } from './lazy-page'
import { loadAuditPage } from '@/features/admin/pages'
import {
  loadAdminDesignReviewPage,
  loadAdminDesignsPage,
  loadCommentReportsPage,
  loadVoteAnomaliesPage,
} from '@/features/community/pages'
import { loadAdminOrderPage, loadAdminReturnsPage } from '@/features/orders/pages'
import { loadAdminPartnerPage, loadAdminPartnersPage } from '@/features/partners/pages'
import { loadAdminEmailPage, loadAdminEmailTemplatesPage } from '@/features/email/pages'
import { loadAdminDropLivePage, loadAdminDropsPage } from '@/features/drops/pages'
import { loadAdminDiscountsPage } from '@/features/discounts/pages'
import { loadAdminPrintifyPage } from '@/features/printify/pages'
import { loadAdminFulfilmentPage } from '@/features/fulfilment/pages'
import { loadAdminProductPage } from '@/features/catalog/pages'
import { loadAdminUserPage } from '@/features/profiles/pages'
import { loadAdminWalletsPage } from '@/features/wallets/pages'
import { loadAdminLoginPage } from '@/features/auth/pages'

/**
 * Back office. The guard is tiny and eager, so signed-out visitors are redirected without downloading
 * admin code; the layout and every admin screen load lazily into chunks that shop pages never load.
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
        children: [
          { index: true, lazy: lazyPage(() => import('../admin/dashboard-page'), 'DashboardPage') },
          { path: 'users/:userId', lazy: lazyPage(loadAdminUserPage, 'AdminUserPage') },
          { path: 'orders/:id', lazy: lazyPage(loadAdminOrderPage, 'AdminOrderPage') },
          { path: 'returns', lazy: lazyPage(loadAdminReturnsPage, 'AdminReturnsPage') },
          { path: 'products/:id', lazy: lazyPage(loadAdminProductPage, 'AdminProductPage') },
          { path: 'audit', lazy: lazyPage(loadAuditPage, 'AuditPage') },
          { path: 'designs', lazy: lazyPage(loadAdminDesignsPage, 'AdminDesignsPage') },
          { path: 'designs/:id', lazy: lazyPage(loadAdminDesignReviewPage, 'AdminDesignReviewPage') },
          { path: 'vote-anomalies', lazy: lazyPage(loadVoteAnomaliesPage, 'VoteAnomaliesPage') },
          { path: 'comment-reports', lazy: lazyPage(loadCommentReportsPage, 'CommentReportsPage') },
          { path: 'partners', lazy: lazyPage(loadAdminPartnersPage, 'AdminPartnersPage') },
          { path: 'partners/:id', lazy: lazyPage(loadAdminPartnerPage, 'AdminPartnerPage') },
          { path: 'wallets', lazy: lazyPage(loadAdminWalletsPage, 'AdminWalletsPage') },
          { path: 'printify', lazy: lazyPage(loadAdminPrintifyPage, 'AdminPrintifyPage') },
          { path: 'fulfilment', lazy: lazyPage(loadAdminFulfilmentPage, 'AdminFulfilmentPage') },
          { path: 'drops', lazy: lazyPage(loadAdminDropsPage, 'AdminDropsPage') },
          { path: 'drops/:id', lazy: lazyPage(loadAdminDropLivePage, 'AdminDropLivePage') },
          { path: 'discounts', lazy: lazyPage(loadAdminDiscountsPage, 'AdminDiscountsPage') },
          { path: 'email', lazy: lazyPage(loadAdminEmailPage, 'AdminEmailPage') },
          {
            path: 'email/templates',
            lazy: lazyPage(loadAdminEmailTemplatesPage, 'AdminEmailTemplatesPage'),
          },
        ],
      },
    ],
  },
]
