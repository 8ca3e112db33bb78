import type { RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'
import { loadTokenPage } from '@/features/static/pages'

/** Token page, community designs and public profiles. */
export const communityRoutes: RouteObject[] = [
  { path: 'token', lazy: lazyPage(loadTokenPage, 'TokenPage', { ssr: true }) },
]
