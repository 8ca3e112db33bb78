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

/** Information pages linked from the footer, all server-rendered and the same for every visitor. */
export const staticRoutes: RouteObject[] = [
  {
    path: 'shipping-info',
    lazy: lazyPage(loadShippingInfoPage, 'ShippingInfoPage', { ssr: true, shared: true }),
  },
  {
    path: 'returns',
    lazy: lazyPage(loadReturnsPage, 'ReturnsPage', { ssr: true, shared: true }),
  },
  {
    path: 'size-guide',
    lazy: lazyPage(loadSizeGuidePage, 'SizeGuidePage', { ssr: true, shared: true }),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(loadContactUsPage, 'ContactUsPage', { ssr: true, shared: true }),
  },
  {
    path: 'privacy',
    lazy: lazyPage(loadPrivacyPage, 'PrivacyPage', { ssr: true, shared: true }),
  },
  { path: 'terms', lazy: lazyPage(loadTermsPage, 'TermsPage', { ssr: true, shared: true }) },
  // The size guide and older links point at /contact (docs/storefront.md#routes).
  { path: 'contact', element: <Navigate to="/contact-us" replace /> },
]
