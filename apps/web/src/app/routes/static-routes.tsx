import { Navigate, type RouteObject } from 'react-router'
import { lazyPage } from './lazy-page'
import {
  loadContactUsPage,
  loadPrivacyPage,
  loadReturnsPage,
  loadShippingInfoPage,
  loadSizeGuidePage,
  loadTermsPage,
} from '@/features/static/pages'

/** Information pages linked from the footer. */
export const staticRoutes: RouteObject[] = [
  {
    path: 'shipping-info',
    lazy: lazyPage(loadShippingInfoPage, 'ShippingInfoPage'),
  },
  {
    path: 'returns',
    lazy: lazyPage(loadReturnsPage, 'ReturnsPage'),
  },
  {
    path: 'size-guide',
    lazy: lazyPage(loadSizeGuidePage, 'SizeGuidePage'),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(loadContactUsPage, 'ContactUsPage'),
  },
  {
    path: 'privacy',
    lazy: lazyPage(loadPrivacyPage, 'PrivacyPage'),
  },
  { path: 'terms', lazy: lazyPage(loadTermsPage, 'TermsPage') },
  // The size guide and older links point at /contact (docs/storefront.md#routes).
  { path: 'contact', element: <Navigate to="/contact-us" replace /> },
]
