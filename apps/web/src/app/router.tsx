import { createBrowserRouter, Navigate } from 'react-router'
import { ShopLayout } from './layouts/shop-layout'
import { RouteError } from './layouts/route-error'
import { shopRoutes } from './routes/shop-routes'
import { accountRoutes } from './routes/account-routes'
import { communityRoutes } from './routes/community-routes'
import { partnerRoutes, partnerStandaloneRoutes } from './routes/partner-routes'
import { staticRoutes } from './routes/static-routes'
import { adminRoutes } from './routes/admin-routes'

export const router = createBrowserRouter([
  {
    element: <ShopLayout />,
    // First load of a lazy page: keep the top bar and footer, spin in the page area.
    hydrateFallbackElement: <ShopLayout pending />,
    errorElement: <RouteError />,
    children: [...shopRoutes, ...accountRoutes, ...communityRoutes, ...partnerRoutes, ...staticRoutes],
  },
  ...partnerStandaloneRoutes,
  ...adminRoutes,
  { path: '*', element: <Navigate to="/" replace /> },
])
