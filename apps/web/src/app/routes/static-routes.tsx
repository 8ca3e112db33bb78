import { Navigate, type RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'

/** Information pages linked from the footer. */
export const staticRoutes: RouteObject[] = [
  {
    path: 'shipping-info',
    lazy: lazyPage(() => import('@/features/static/components/shipping-info-page'), 'ShippingInfoPage'),
  },
  {
    path: 'returns',
    lazy: lazyPage(() => import('@/features/static/components/returns-page'), 'ReturnsPage'),
  },
  {
    path: 'size-guide',
    lazy: lazyPage(() => import('@/features/static/components/size-guide-page'), 'SizeGuidePage'),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(() => import('@/features/static/components/contact-us-page'), 'ContactUsPage'),
  },
  {
    path: 'privacy',
    lazy: lazyPage(() => import('@/features/static/components/privacy-page'), 'PrivacyPage'),
  },
  { path: 'terms', lazy: lazyPage(() => import('@/features/static/components/terms-page'), 'TermsPage') },
  // The size guide and older links point at /contact, which the spec never defined.
  { path: 'contact', element: <Navigate to="/contact-us" replace /> },
]
