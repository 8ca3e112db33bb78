import type { RouteObject } from 'react-router'
import { RequireAuth } from '../guards/require-auth'
import { lazyPage } from './lazy-page'
import {
  loadCommunityDesignsPage,
  loadDesignPage,
  loadDesignSubmissionPage,
  loadMyDesignsPage,
} from '@/features/community/pages'
import { loadTokenPage } from '@/features/static/pages'

/** Token page, community designs and public profiles. */
export const communityRoutes: RouteObject[] = [
  { path: 'token', lazy: lazyPage(loadTokenPage, 'TokenPage', { ssr: true, shared: true }) },
  {
    path: 'community-designs',
    lazy: lazyPage(loadCommunityDesignsPage, 'CommunityDesignsPage', { ssr: true }),
  },
  {
    path: 'community-designs/:id',
    lazy: lazyPage(loadDesignPage, 'DesignPage', { ssr: true }),
  },
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'design-submission',
        lazy: lazyPage(loadDesignSubmissionPage, 'DesignSubmissionPage'),
      },
      { path: 'my-designs', lazy: lazyPage(loadMyDesignsPage, 'MyDesignsPage') },
    ],
  },
]
