import type { RouteObject } from 'react-router'
import { HomePage } from '@/features/home/components/home-page'

/** Storefront: home, catalogue, cart, checkout, payment. */
export const shopRoutes: RouteObject[] = [
  // Home is the landing page and the Lighthouse target: bundled eagerly to save a round trip before LCP.
  { index: true, element: <HomePage /> },
]
