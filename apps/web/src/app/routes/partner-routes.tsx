import type { RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'
import { loadPartnerProgramPage } from '@/features/static/pages'

/** Partner programme pages shown inside the shop chrome. */
export const partnerRoutes: RouteObject[] = [
  {
    path: 'partner-program',
    lazy: lazyPage(loadPartnerProgramPage, 'PartnerProgramPage', { ssr: true }),
  },
]

/** Partner pages rendered without the top bar and footer (the embeddable store). */
export const partnerStandaloneRoutes: RouteObject[] = []
