import type { RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'

/** Token page, community designs and public profiles. */
export const communityRoutes: RouteObject[] = [
  { path: 'token', lazy: lazyPage(() => import('@/features/static/components/token-page'), 'TokenPage') },
]
