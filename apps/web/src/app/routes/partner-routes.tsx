import type { RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'

/** Partner programme pages shown inside the shop chrome. */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'partner-program',
    lazy: lazyPage(() => import('@/features/static/components/partner-program-page'), 'PartnerProgramPage'),
  },
]

/** Partner pages rendered without the top bar and footer (the embeddable store). */
export const partnerStandaloneRoutes: RouteObject[] = []
