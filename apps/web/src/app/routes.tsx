import { Navigate, type RouteObject } from 'react-router'
import { ShopLayout } from './layouts/shop-layout'
import { RouteError } from './layouts/route-error'
import { shopRoutes } from './routes/shop-routes'
import { accountRoutes } from './routes/account-routes'
import { communityRoutes } from './routes/community-routes'
import { partnerRoutes, partnerStandaloneRoutes } from './routes/partner-routes'
import { staticRoutes } from './routes/static-routes'
import { adminRoutes } from './routes/admin-routes'

/** The whole route table (docs/storefront.md#routes): the browser router and the server renderer share it. */
export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    // First load of a lazy page without server-rendered HTML: keep the top bar and footer, spin in the page area.
    hydrateFallbackElement: <ShopLayout pending />,
    errorElement: <RouteError />,
    children: [...shopRoutes, ...accountRoutes, ...communityRoutes, ...partnerRoutes, ...staticRoutes],
  },
  ...partnerStandaloneRoutes,
  ...adminRoutes,
  { path: '*', element: <Navigate to="/" replace /> },
]
