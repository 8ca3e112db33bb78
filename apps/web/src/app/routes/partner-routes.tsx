import type { RouteObject } from 'react-router'
import { RequireAuth } from '../guards/require-auth'
import { lazyPage } from './lazy-page'
import {
  loadPartnerApplicationPage,
  loadPartnerDashboardPage,
  loadPartnerDesignSubmissionPage,
  loadPartnerStorePage,
} from '@/features/partners/pages'
import { loadPartnerProgramPage } from '@/features/static/pages'

/** Partner programme pages shown inside the shop chrome. */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'partner-program',
    lazy: lazyPage(loadPartnerProgramPage, 'PartnerProgramPage', { ssr: true, shared: true }),
  },
  {
    path: 'partners/:partnerId',
    lazy: lazyPage(loadPartnerStorePage, 'PartnerStorePage', { ssr: true, shared: true }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'partner-application',
        lazy: lazyPage(loadPartnerApplicationPage, 'PartnerApplicationPage'),
      },
      { path: 'partner-dashboard', lazy: lazyPage(loadPartnerDashboardPage, 'PartnerDashboardPage') },
      {
        path: 'partner-design-submission',
        lazy: lazyPage(loadPartnerDesignSubmissionPage, 'PartnerDesignSubmissionPage'),
      },
    ],
  },
]

/**
 * Partner pages rendered without the top bar and footer. The embeddable store (/embed/:partnerId) is
 * not here: the server renders it on its own, without the shop's bundle.
 */
export const partnerStandaloneRoutes: RouteObject[] = []
